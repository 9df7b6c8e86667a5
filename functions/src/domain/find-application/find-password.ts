import { messages, type FindPasswordBody, type FindPasswordSent } from '@portal/shared';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { sendCode } from '../auth-step/send-code.ts';
import { parseRecipient } from '../auth-step/recipient.ts';
import { applicantLoginHash } from './identification.ts';
import { takeTry } from '../abuse/take-try.ts';
import { countFailure } from '../abuse/count-failure.ts';

const m = messages.findApplication;

/** Applicant ids start at 1 (an atomic counter): reading this one costs a lookup and finds nobody. */
const NO_APPLICANT_ID = 0;

/**
 * POST applicant/findPassword (spec part 2, 2.15, 4.8): when the notice, name, mobile number and e-mail match an
 * application, an 'applicant_find_password' code goes to the phone given at application, bound to that applicant (its
 * confirm answers the reset token). Anyone else gets the same answer after the same work (audit F05): the same send
 * limits, a stored code bound to nobody (so a guess fails as a wrong code does) and one SMS to the number typed, saying
 * nothing matched. So the answer never tells who applied, and neither may the counting: every request counts as a failure of
 * the person (per client address) and of the address until the code it sent is confirmed, which clears the person's failures.
 */
export async function findPassword(ctx: AppContext, body: FindPasswordBody): Promise<FindPasswordSent> {
  const loginHash = applicantLoginHash(ctx.crypto, body.projectId, body);
  await countFailure(ctx, await takeTry(ctx, 'find-password', loginHash));
  // The number as the login key reads it (digits only); one that is no mobile number is refused whoever typed it.
  const typedPhone = parseRecipient('sms', body.phone.replace(/\D/g, ''));
  const [id, company] = await Promise.all([ctx.repos.applicants.findIdByLogin(body.projectId, loginHash), ctx.repos.company.get()]);
  if (!company) throw notFound(messages.api.notFound);
  const applicant = await ctx.repos.applicants.get(id ?? NO_APPLICANT_ID);
  return sendCode(ctx, {
    channel: 'sms',
    purpose: 'applicant_find_password',
    projectId: body.projectId,
    recipient: applicant?.phone ?? typedPhone,
    company,
    ...(applicant ? { subjectId: applicant.id } : {}),
    smsText: applicant ? outgoingMessages.password.smsText : outgoingMessages.password.noMatchSmsText,
    template: applicant ? 'password-code' : 'password-no-match',
  });
}
