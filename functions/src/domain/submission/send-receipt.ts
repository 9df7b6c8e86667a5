import { messages } from '@portal/shared';
import type { With } from '../context.ts';
import type { ApplicantRecord, ProjectRecord } from '../ports.ts';

/**
 * The receipt e-mail of a final submission: applicant number, submission time and the snapshot's hash.
 * Best effort: the submission is already stored, so a mail failure is logged, never turned into an error.
 */
export async function sendReceipt(ctx: With<'notifier'>, applicant: ApplicantRecord, project: ProjectRecord): Promise<void> {
  try {
    const company = await ctx.repos.company.get();
    const m = messages.submission;
    await ctx.notifier.sendEmail(
      applicant.email,
      m.receiptSubject(company?.name ?? '', project.title),
      m.receiptBody({
        name: applicant.name,
        project: project.title,
        task: applicant.taskName,
        number: applicant.applicantNumber ?? '',
        submittedAt: applicant.submittedAt ?? '',
        hash: applicant.snapshotHash ?? '',
      }),
    );
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'receipt e-mail failed', applicantId: applicant.id, error: String(e) }));
  }
}
