import { messages, type DeleteApplicationResult } from '@portal/shared';
import type { With } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { recipientHash } from '../auth-step/recipient.ts';
import { notifyPromotedApplicant } from '../exam-site/notify-promoted-applicant.ts';
import { isOpen } from '../submission/write-window.ts';
import { historyActions } from './identify-applicant.ts';

const m = messages.findApplication;

/**
 * POST applicant/delete (spec part 2, 2.5 and 4.7): once the phone given at application has confirmed an
 * 'applicant_delete' code, the application is removed for good while the notice takes applications: exam seats given
 * back (the next on the waitlist promoted), every uploaded file deleted from the store, then every item of the
 * applicant and its identity keys, so the person may apply again. What stays is an audit record without personal data.
 */
export async function deleteApplication(ctx: With<'files'>, { applicant }: ApplicantCaller): Promise<DeleteApplicationResult> {
  const found = await ctx.repos.projects.getWithTasks(applicant.projectId);
  if (!found) throw notFound(messages.formPage.invalidAccess);
  if (!isOpen(ctx, found.project)) throw badRequest(m.deleteClosed);
  if (!historyActions(applicant, found.project).delete) throw badRequest(m.deleteNotAllowed);
  const now = ctx.clock.now();
  // One use of the code: a second delete with the same code finds it consumed.
  const phoneKey = recipientHash(ctx.crypto, 'sms', applicant.phone);
  if (!(await ctx.repos.verifications.consume('sms', 'applicant_delete', phoneKey, Math.floor(now.getTime() / 1000)))) throw badRequest(m.deleteNeedsSms);

  for (const detailId of found.project.exam_site_details ?? []) {
    const r = await ctx.repos.examPlaces.release(detailId, applicant.id, now);
    if (r.kind === 'busy') throw conflict(m.deleteBusy, { code: 'busy' });
    if (r.kind === 'released' && r.promoted) await notifyPromotedApplicant(ctx, r.promoted);
  }
  for (const upload of await ctx.repos.uploads.listByApplicant(applicant.id)) await ctx.files.delete(upload.key);
  await ctx.repos.applicants.deleteAll(applicant);
  await ctx.repos.audit.record({ action: 'application.deleted', actor: `applicant:${applicant.id}`, projectId: applicant.projectId, applicantId: applicant.id, at: now.toISOString() });
  return { result: 'success' };
}
