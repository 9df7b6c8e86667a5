import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { DomainError, unauthorized } from '../errors.ts';
import type { ApplicantRecord } from '../ports.ts';
import { SESSION_GRACE_SECONDS } from './applicant-session.ts';

/**
 * The applicant of the request's applicantToken, or a 401 (the SPA then clears its session). A session that
 * ended (past its grace) is a 401 with code 'session' and the spec's session-limit message.
 */
export async function requireApplicant(ctx: AppContext): Promise<ApplicantRecord> {
  const token = ctx.applicantToken;
  const found = token ? await ctx.repos.applicantTokens.find(token) : undefined;
  if (found && (found.sessionUntil + SESSION_GRACE_SECONDS) * 1000 < ctx.clock.now().getTime())
    throw new DomainError('unauthorized', messages.formPage.sessionExpired, { code: 'session' });
  const applicant = found ? await ctx.repos.applicants.get(found.applicantId) : undefined;
  if (!applicant) throw unauthorized(messages.authSave.invalidToken);
  return applicant;
}
