import { messages } from '@portal/shared';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import { routeKeys } from '@portal/shared/route-keys';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, NewMessage, ProjectRecord } from '../ports.ts';
import { prepareApplicantEmail } from '../mail/send-applicant-email.ts';
import { receiptCode } from './receipt-code.ts';

/**
 * The outbox id of the receipt or the cancellation notice of an applicant's current submission (the seq-th): one per
 * submission, so a retried transaction cannot queue it twice, and the history finds the current one's outcome.
 */
export const submissionMessageId = (kind: 'receipt' | 'cancellation', applicant: Pick<ApplicantRecord, 'id' | 'submissionCount'>) =>
  `${kind}.${applicant.id}.${applicant.submissionCount ?? 1}`;

/**
 * The receipt e-mail of a final submission: applicant number, submission time, a short receipt code and the link to
 * 지원서 확인. The one mail an
 * unverified address still gets (then without the typed name), metered per applicant and address (security.md 28).
 * Composed before the submission and written in its transaction (docs/messaging.md): the mail exists exactly when
 * the submission does. undefined when the mail limits refuse it (logged); the submission goes on without it.
 */
export async function prepareReceipt(ctx: AppContext, applicant: ApplicantRecord, project: ProjectRecord): Promise<NewMessage | undefined> {
  const company = await ctx.repos.company.get().catch(() => undefined);
  const m = outgoingMessages.submission;
  const prepared = await prepareApplicantEmail(ctx, {
    kind: 'receipt',
    messageId: submissionMessageId('receipt', applicant),
    applicant,
    project,
    company,
    compose: ({ verified }) => ({
      subject: m.receiptSubject(company?.name ?? '', project.title),
      text: m.receiptBody({
        // A name the applicant typed goes only to their own address; an identity-verified name is not typed text.
        name: verified || applicant.auth ? applicant.name : undefined,
        project: project.title,
        task: applicant.taskName,
        number: applicant.applicantNumber ?? '',
        submittedAt: applicant.submittedAt ?? '',
        code: receiptCode(ctx.crypto, { applicantNumber: applicant.applicantNumber ?? '', seq: applicant.submissionCount ?? 1, snapshotHash: applicant.snapshotHash ?? '' }),
        // The site the applicant submitted on: the request's own host.
        checkUrl: new URL(routeKeys['R5-0'], `${ctx.origin.protocol}://${ctx.origin.host}/`).href,
      }),
    }),
  });
  return 'message' in prepared ? prepared.message : undefined;
}
