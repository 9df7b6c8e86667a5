import { messages, normalizePhone, noticeState } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import type { CompanyRecord, ProjectRecord, VerificationPurpose } from '../ports.ts';
import { mailboxHash } from '../mail/mailbox.ts';
import { parseRecipient, type CodeChannel } from './recipient.ts';
import { requireApplicant } from './require-applicant.ts';
import { sendCode } from './send-code.ts';

/**
 * verify/request/{email|sms}: sends a fresh 6-digit code (send-code.ts: limited per client address, recipient and
 * tenant). A consent-step code is sent only while the project takes applications (test mode may try a project before
 * it opens); a delete or own-data download code only to the phone its applicant gave; a password-recovery code never from here.
 */
export async function requestVerificationCode(
  ctx: AppContext,
  input: { channel: CodeChannel; purpose: VerificationPurpose; projectId: number; recipient: string | undefined },
): Promise<{ id: string; expire_at: string }> {
  const recipient = parseRecipient(input.channel, input.recipient);
  const [found, company] = await Promise.all([ctx.repos.projects.getWithTasks(input.projectId), ctx.repos.company.get()]);
  if (!found || !company) throw notFound(messages.api.notFound);
  if (found.project.status !== 'Y' && ctx.actor.kind !== 'staff') throw notFound(messages.api.notFound);
  if (input.purpose === 'applicant_certification') checkTakingApplications(ctx, found.project, company);
  // Password recovery codes go only to the phone of a matched application (applicant/findPassword).
  if (input.purpose === 'applicant_find_password') throw badRequest(messages.findApplication.codePurposeRefused);
  if (input.purpose === 'applicant_delete' || input.purpose === 'applicant_download') await checkOwnPhone(ctx, input.projectId, input.channel, recipient);
  // A mailbox that bounced for good or complained gets nothing more (docs/messaging.md): the applicant is told to use another.
  if (input.channel === 'email' && (await ctx.repos.mailSuppressions.find(mailboxHash(ctx.crypto, recipient)))) throw badRequest(messages.verification.mailboxSuppressed);

  return sendCode(ctx, { channel: input.channel, purpose: input.purpose, projectId: input.projectId, recipient, company });
}

/** The delete and download dialogs' code: only for the applicant of the request's token, to the phone given at application. */
async function checkOwnPhone(ctx: AppContext, projectId: number, channel: CodeChannel, recipient: string): Promise<void> {
  const applicant = await requireApplicant(ctx);
  if (channel !== 'sms' || applicant.projectId !== projectId || normalizePhone(applicant.phone) !== recipient) {
    throw badRequest(messages.findApplication.deletePhoneMismatch);
  }
}

/**
 * Codes of the consent step only while the project is open, by the server clock. Staff and the
 * company's test addresses (test mode, checkTest) may also try it before it opens; nobody after it closed.
 */
function checkTakingApplications(ctx: AppContext, project: ProjectRecord, company: CompanyRecord): void {
  const { phase } = noticeState(project, ctx.clock.now());
  if (phase === 'closed') throw badRequest(messages.verification.closedForCodes);
  const testMode = ctx.actor.kind === 'staff' || company.testIps.includes(ctx.origin.sourceIp);
  if (phase === 'notOpen' && !testMode) throw badRequest(messages.verification.notOpenForCodes);
}
