import { messages } from '@portal/shared';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import type { With } from '../context.ts';
import type { ApplicantRecord, ProjectRecord } from '../ports.ts';
import { sendApplicantEmail } from '../mail/send-applicant-email.ts';

/**
 * The e-mail after a cancelled final submission: the application is no longer submitted, and until when it can be
 * submitted again (the project's end). Only to a verified address, metered per applicant and address (security.md 28);
 * the history page says the same. Best effort, as the receipt: the cancel is stored, a skipped or failed mail is logged.
 */
export async function sendCancellationNotice(ctx: With<'notifier'>, applicant: ApplicantRecord, project: ProjectRecord, cancelledAt: string): Promise<void> {
  const company = await ctx.repos.company.get().catch(() => undefined);
  const m = outgoingMessages.submission;
  await sendApplicantEmail(ctx, {
    kind: 'cancellation',
    applicant,
    project,
    company,
    compose: () => ({
      subject: m.cancelledSubject(company?.name ?? '', project.title),
      text: m.cancelledBody({ name: applicant.name, project: project.title, task: applicant.taskName, number: applicant.applicantNumber ?? '', cancelledAt, endDate: project.endDate }),
    }),
  });
}
