import { messages, type FindPasswordBody, type FindPasswordSent } from '@portal/shared';
import type { AppContext, With } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { sendCode } from '../auth-step/send-code.ts';
import { applicantLoginHash, countIdentificationAttempt } from './identification.ts';

const m = messages.findApplication;

/**
 * POST applicant/findPassword (spec part 2, 2.15, 4.8): when the notice, name, mobile number and e-mail match an
 * application, an 'applicant_find_password' code goes to the phone given at application, bound to that applicant (its
 * confirm answers the reset token). Any mismatch gets the one answer of identification, which never says which field
 * failed or whether the person applied; attempts are counted per person and per client address first.
 */
export async function findPassword(ctx: With<'notifier'>, body: FindPasswordBody): Promise<FindPasswordSent> {
  const loginHash = applicantLoginHash(ctx.crypto, body.projectId, body);
  await countIdentificationAttempt(ctx, 'find-password', loginHash);
  const [id, company] = await Promise.all([ctx.repos.applicants.findIdByLogin(body.projectId, loginHash), ctx.repos.company.get()]);
  if (!company) throw notFound(messages.api.notFound);
  const applicant = id === undefined ? undefined : await ctx.repos.applicants.get(id);
  if (!applicant) throw badRequest(m.notFound);
  return sendCode(ctx, {
    channel: 'sms',
    purpose: 'applicant_find_password',
    projectId: applicant.projectId,
    recipient: applicant.phone,
    company,
    subjectId: applicant.id,
    smsText: m.password.smsText,
  });
}
