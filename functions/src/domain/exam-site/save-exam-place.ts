import { messages, type ExamPlaceSaveResult } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { conflict, DomainError, notFound } from '../errors.ts';
import { writeWindow } from '../submission/write-window.ts';
import { examSiteProject } from './exam-site-detail.ts';
import { notifyPromotedApplicant } from './notify-promoted-applicant.ts';

/**
 * applicant/update/{id} with saveType 'place' (spec 4 'Exam-site rows'): each click saves at once.
 * placeId applies (Y with a seat, W waitlisted when the seats are gone or others wait); null cancels (C), and a freed
 * seat goes to the head of the waitlist, who is told by e-mail. Every answer is the outcome of the write itself
 * (never a read taken before it), so it is what the store holds.
 */
export async function saveExamPlace(ctx: AppContext, input: { id: number; detailId: number; placeId: number | null }, { applicant }: ApplicantCaller): Promise<ExamPlaceSaveResult> {
  if (applicant.status === 'Y') throw conflict(messages.formPage.submitted, { code: 'submitted' });
  const project = await examSiteProject(ctx, applicant, input.detailId);
  if (writeWindow(ctx, project) !== 'open') throw new DomainError('forbidden', messages.formPage.timeover, { code: 'timeover' });
  const m = messages.examSite;
  // The waitlist is in the order requests reached the edge (one clock for all servers), else this server's clock.
  const now = ctx.receivedAt ?? ctx.clock.now();

  if (input.placeId === null) {
    const r = await ctx.repos.examPlaces.release(input.detailId, applicant.id, now);
    if (r.kind === 'none') throw conflict(m.noChoice, { code: 'noChoice' });
    if (r.kind === 'busy') throw conflict(m.busy, { code: 'busy' });
    if (r.promoted) await notifyPromotedApplicant(ctx, r.promoted);
    return { id: applicant.id, status: 'C', result: 'C', message: m.results.C, placeId: null };
  }
  const r = await ctx.repos.examPlaces.apply(input.detailId, applicant.id, input.placeId, now);
  switch (r.kind) {
    case 'missing':
      throw notFound(m.placeNotFound);
    case 'closed':
      throw conflict(m.placeClosed, { code: 'closed' });
    case 'busy':
      throw conflict(m.busy, { code: 'busy' });
    case 'chosen':
      // A repeated click on the chosen place answers what it holds; another place needs a cancel first.
      if (r.choice.placeId !== input.placeId) throw conflict(m.alreadyChosen, { code: 'chosen', placeId: r.choice.placeId });
      return { id: applicant.id, status: r.choice.status, result: r.choice.status, message: m.results[r.choice.status], placeId: r.choice.placeId };
    default:
      return { id: applicant.id, status: r.kind, result: r.kind, message: m.results[r.kind], placeId: input.placeId };
  }
}
