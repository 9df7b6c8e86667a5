import { messages } from '@portal/shared';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, NewMessage, ProjectRecord } from '../ports.ts';
import { prepareApplicantEmail } from '../mail/send-applicant-email.ts';
import { submissionMessageId } from './prepare-receipt.ts';

/**
 * The e-mail after a cancelled final submission: the application is no longer submitted, and until when it can be
 * submitted again (the project's end). Only to a verified address, metered per applicant and address (security.md 28);
 * the history page says the same. Written in the cancel's transaction, as the receipt is in the submission's.
 */
export async function prepareCancellationNotice(ctx: AppContext, applicant: ApplicantRecord, project: ProjectRecord, cancelledAt: string): Promise<NewMessage | undefined> {
  const company = await ctx.repos.company.get().catch(() => undefined);
  const m = outgoingMessages.submission;
  const prepared = await prepareApplicantEmail(ctx, {
    kind: 'cancellation',
    messageId: submissionMessageId('cancellation', applicant),
    applicant,
    project,
    company,
    compose: () => ({
      subject: m.cancelledSubject(company?.name ?? '', project.title),
      text: m.cancelledBody({ name: applicant.name, project: project.title, task: applicant.taskName, number: applicant.applicantNumber ?? '', cancelledAt, endDate: project.endDate }),
    }),
  });
  return 'message' in prepared ? prepared.message : undefined;
}
