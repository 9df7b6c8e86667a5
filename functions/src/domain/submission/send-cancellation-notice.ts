import { messages } from '@portal/shared';
import type { With } from '../context.ts';
import type { ApplicantRecord, ProjectRecord } from '../ports.ts';

/**
 * The e-mail after a cancelled final submission: the application is no longer submitted, and until when it can be
 * submitted again (the project's end). Best effort, as the receipt: the cancel is stored, a mail failure is logged.
 */
export async function sendCancellationNotice(ctx: With<'notifier'>, applicant: ApplicantRecord, project: ProjectRecord, cancelledAt: string): Promise<void> {
  try {
    const company = await ctx.repos.company.get();
    const m = messages.submission;
    await ctx.notifier.sendEmail(
      applicant.email,
      m.cancelledSubject(company?.name ?? '', project.title),
      m.cancelledBody({ name: applicant.name, project: project.title, task: applicant.taskName, number: applicant.applicantNumber ?? '', cancelledAt, endDate: project.endDate }),
    );
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'cancellation e-mail failed', applicantId: applicant.id, error: String(e) }));
  }
}
