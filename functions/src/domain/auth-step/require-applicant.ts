import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../errors.ts';
import type { ApplicantRecord } from '../ports.ts';

/** The applicant of the request's applicantToken, or a 401 (the SPA then clears its session). */
export async function requireApplicant(ctx: AppContext): Promise<ApplicantRecord> {
  const token = ctx.applicantToken;
  const found = token ? await ctx.repos.applicantTokens.find(token) : undefined;
  const applicant = found ? await ctx.repos.applicants.get(found.applicantId) : undefined;
  if (!applicant) throw unauthorized(messages.authSave.invalidToken);
  return applicant;
}
