import { messages } from '@portal/shared';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import { routeKeys } from '@portal/shared/route-keys';
import type { With } from '../context.ts';
import type { ApplicantRecord, ProjectRecord } from '../ports.ts';
import { sendApplicantEmail } from '../mail/send-applicant-email.ts';
import { receiptCode } from './receipt-code.ts';

/**
 * The receipt e-mail of a final submission: applicant number, submission time, a short receipt code and the link to
 * 지원서 확인. The one mail an
 * unverified address still gets (then without the typed name), metered per applicant and address (security.md 28).
 * Best effort: the submission is already stored, so a skipped or failed mail is logged, never turned into an error.
 */
export async function sendReceipt(ctx: With<'notifier'>, applicant: ApplicantRecord, project: ProjectRecord): Promise<void> {
  const company = await ctx.repos.company.get().catch(() => undefined);
  const m = outgoingMessages.submission;
  await sendApplicantEmail(ctx, {
    kind: 'receipt',
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
}
