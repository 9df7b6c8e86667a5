import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound, tooManyRequests } from '../errors.ts';

/** Tries of one external account ID per project and hour; the rest wait (password guessing). */
export const QUALIFICATION_TRIES_PER_HOUR = 10;

/**
 * checkQualification/{projectId} (the spec's check{TenantB}Auth): asks the organisation whether
 * the external account is a recommended candidate. 'Y' opens the qualification gate of the auth
 * step; anything else keeps it closed. The password is passed through, never stored or logged.
 */
export async function checkQualification(ctx: AppContext, input: { projectId: number; checkId: string; checkPw: string }): Promise<'Y' | 'N'> {
  const found = await ctx.repos.projects.getWithTasks(input.projectId);
  if (!found || (found.project.status !== 'Y' && ctx.actor.kind !== 'staff')) throw notFound(messages.qualification.projectNotFound);
  const accountId = input.checkId.trim();
  const hourBucket = Math.floor(ctx.clock.now().getTime() / 3_600_000);
  const key = ctx.crypto.keyedHash(`qualification:${input.projectId}:${accountId}`);
  if (!(await ctx.repos.verifications.countSend('auth', key, hourBucket, QUALIFICATION_TRIES_PER_HOUR))) throw tooManyRequests(messages.qualification.tooManyTries);
  const ok = await ctx.qualification.check({ projectId: input.projectId, accountId, password: input.checkPw });
  if (!ok) return 'N';
  // Remember the pass so the auth save can require it: the browser's word is not enough.
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const passKey = qualificationPassKey(ctx, input.projectId, accountId);
  await ctx.repos.verifications.putCode(passKey, { channel: 'auth', purpose: 'applicant_certification', projectId: input.projectId, codeHash: QUALIFICATION_MARKER, codeExpiresAt: now + QUALIFICATION_PASS_SECONDS, attempts: 0 }, QUALIFICATION_PASS_SECONDS);
  await ctx.repos.verifications.markVerified('auth', 'applicant_certification', passKey, QUALIFICATION_MARKER, now, now + QUALIFICATION_PASS_SECONDS);
  return 'Y';
}

const QUALIFICATION_MARKER = 'qualification';
const QUALIFICATION_PASS_SECONDS = 30 * 60;
/** Where a passed check is kept: one record per project and external account. */
export const qualificationPassKey = (ctx: Pick<AppContext, 'crypto'>, projectId: number, accountId: string) =>
  ctx.crypto.keyedHash(`qualification-pass:${projectId}:${accountId.trim()}`);
