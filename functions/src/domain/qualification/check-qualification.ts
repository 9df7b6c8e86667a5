import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { takeTry } from '../abuse/take-try.ts';
import { countFailure } from '../abuse/count-failure.ts';
import { giveBackTry } from '../abuse/give-back-try.ts';

/**
 * checkQualification/{projectId} (the spec's check{TenantB}Auth): asks the organisation whether
 * the external account is a recommended candidate. 'Y' opens the qualification gate of the auth
 * step; anything else keeps it closed. The password is passed through, never stored or logged. Only failures count
 * (functions/src/domain/abuse/): per account and client address, and per address (password spraying).
 */
export async function checkQualification(ctx: AppContext, input: { projectId: number; checkId: string; checkPw: string }): Promise<'Y' | 'N'> {
  const found = await ctx.repos.projects.getWithTasks(input.projectId);
  if (!found || (found.project.status !== 'Y' && ctx.actor.kind !== 'staff')) throw notFound(messages.qualification.projectNotFound);
  const accountId = input.checkId.trim();
  // Case-folded for the counter only: 'Welder' and 'welder' are one account to a guesser, whatever the provider says.
  const ticket = await takeTry(ctx, 'qualification', ctx.crypto.keyedHash(`qualification-account:${input.projectId}:${accountId.toLowerCase()}`));
  // A check that could not be made (no provider, the provider down) is no failure of the applicant's.
  const ok = await ctx.qualification.check({ projectId: input.projectId, accountId, password: input.checkPw }).catch(async (e: unknown) => {
    await giveBackTry(ctx, ticket);
    throw e;
  });
  if (!ok) {
    await countFailure(ctx, ticket);
    return 'N';
  }
  await giveBackTry(ctx, ticket);
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
