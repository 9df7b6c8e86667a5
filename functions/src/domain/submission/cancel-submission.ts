import { formatKst, messages, type CancelResult } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { notFound } from '../errors.ts';
import { prepareCancellationNotice } from './prepare-cancellation-notice.ts';
import { isOpen } from './write-window.ts';
import { recordApplicantWrite } from '../audit/record-applicant-write.ts';

/**
 * applicant/cancel (spec 4 'Application lifecycle', part 2 2.6): back from submitted to drafting so the applicant
 * can edit and submit again. Only while the project is open and its configuration allows it ('limit' otherwise).
 * The applicant number and every earlier snapshot are kept. Idempotent: cancelling a draft answers success.
 */
const CANCEL_ATTEMPTS = 5;

export async function cancelSubmission(ctx: AppContext, { applicant }: ApplicantCaller): Promise<CancelResult> {
  const found = await ctx.repos.projects.getWithTasks(applicant.projectId);
  if (!found) throw notFound(messages.formPage.invalidAccess);
  if (!isOpen(ctx, found.project)) return { result: 'limit', message: messages.submission.cancelLimit };
  if (found.project.allow_cancel === false) return { result: 'limit', message: messages.submission.cancelNotAllowed };
  let current = applicant;
  let cancelled = false;
  const at = formatKst(ctx.clock.now());
  // The notice is written with the cancel, so only the call that cancels queues it; cancelling a draft sends nothing.
  const notice = current.status === 'Y' ? await prepareCancellationNotice(ctx, current, found.project, at) : undefined;
  // The cancel is conditional on the submission read here still being the current one; a resubmission in between
  // makes it fail, and the newer submission is then the one to cancel (bounded: each retry follows a real change).
  for (let attempt = 0; current.status === 'Y' && attempt < CANCEL_ATTEMPTS; attempt++) {
    const seq = current.submissionCount ?? 1;
    if (await ctx.repos.submissions.cancel(current.id, seq, at, notice ? [{ ...notice, id: `cancellation.${current.id}.${seq}` }] : [])) {
      cancelled = true;
      break;
    }
    current = (await ctx.repos.applicants.get(current.id)) ?? current;
  }
  if (cancelled) await recordApplicantWrite(ctx, current, 'application.cancelled');
  return { result: 'success', save_page: current.savePage };
}
