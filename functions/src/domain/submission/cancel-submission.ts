import { formatKst, messages, type CancelResult } from '@portal/shared';
import type { AppContext, With } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { notFound } from '../errors.ts';
import { sendCancellationNotice } from './send-cancellation-notice.ts';
import { isOpen } from './write-window.ts';
import { recordApplicantWrite } from '../audit/record-applicant-write.ts';

/**
 * applicant/cancel (spec 4 'Application lifecycle', part 2 2.6): back from submitted to drafting so the applicant
 * can edit and submit again. Only while the project is open and its configuration allows it ('limit' otherwise).
 * The applicant number and every earlier snapshot are kept. Idempotent: cancelling a draft answers success.
 */
const CANCEL_ATTEMPTS = 5;

export async function cancelSubmission(ctx: With<'notifier'>, { applicant }: ApplicantCaller): Promise<CancelResult> {
  const found = await ctx.repos.projects.getWithTasks(applicant.projectId);
  if (!found) throw notFound(messages.formPage.invalidAccess);
  if (!isOpen(ctx, found.project)) return { result: 'limit', message: messages.submission.cancelLimit };
  if (found.project.allow_cancel === false) return { result: 'limit', message: messages.submission.cancelNotAllowed };
  let current = applicant;
  let cancelledAt: string | undefined;
  // The cancel is conditional on the submission read here still being the current one; a resubmission in between
  // makes it fail, and the newer submission is then the one to cancel (bounded: each retry follows a real change).
  for (let attempt = 0; current.status === 'Y' && attempt < CANCEL_ATTEMPTS; attempt++) {
    const at = formatKst(ctx.clock.now());
    if (await ctx.repos.submissions.cancel(current.id, current.submissionCount ?? 1, at)) {
      cancelledAt = at;
      break;
    }
    current = (await ctx.repos.applicants.get(current.id)) ?? current;
  }
  // Only the call that cancelled tells the applicant; cancelling a draft again sends nothing.
  if (cancelledAt) await Promise.all([sendCancellationNotice(ctx, current, found.project, cancelledAt), recordApplicantWrite(ctx, current, 'application.cancelled')]);
  return { result: 'success', save_page: current.savePage };
}
