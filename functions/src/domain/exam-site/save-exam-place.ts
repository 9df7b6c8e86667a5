import { formatKst, messages, type ExamPlaceSaveResult } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { requireNamedApplicant } from '../auth-step/require-applicant.ts';
import { conflict, DomainError, notFound } from '../errors.ts';
import { writeWindow } from '../submission/write-window.ts';
import { examSiteProject } from './exam-site-detail.ts';

/**
 * applicant/update/{id} with saveType 'place' (spec 4 'Exam-site rows'): each click saves at once.
 * placeId applies (Y with a seat, W waitlisted when the seats are gone); null cancels (C) and frees the seat.
 * Capacity is a conditional write on the place, so no concurrency can exceed total_count.
 */
export async function saveExamPlace(ctx: AppContext, input: { id: number; detailId: number; placeId: number | null }): Promise<ExamPlaceSaveResult> {
  const applicant = await requireNamedApplicant(ctx, input.id);
  if (applicant.status === 'Y') throw conflict(messages.formPage.submitted, { code: 'submitted' });
  const project = await examSiteProject(ctx, applicant, input.detailId);
  if (writeWindow(ctx, project) !== 'open') throw new DomainError('forbidden', messages.formPage.timeover, { code: 'timeover' });
  const m = messages.examSite;
  const current = await ctx.repos.examPlaces.getChoice(input.detailId, applicant.id);

  if (input.placeId === null) {
    if (!current) throw conflict(m.noChoice, { code: 'noChoice' });
    if (!(await ctx.repos.examPlaces.release(current))) throw conflict(m.busy, { code: 'busy' });
    return { id: applicant.id, status: 'C', result: 'C', message: m.results.C, placeId: null };
  }
  if (current) {
    // A repeated click on the chosen place answers what it holds; another place needs a cancel first.
    if (current.placeId !== input.placeId) throw conflict(m.alreadyChosen, { code: 'chosen', placeId: current.placeId });
    return { id: applicant.id, status: current.status, result: current.status, message: m.results[current.status], placeId: current.placeId };
  }
  const r = await ctx.repos.examPlaces.apply(input.detailId, applicant.id, input.placeId, formatKst(ctx.clock.now()));
  if (r === 'missing') throw notFound(m.placeNotFound);
  if (r === 'closed') throw conflict(m.placeClosed, { code: 'closed' });
  if (r === 'chosen') {
    const now = await ctx.repos.examPlaces.getChoice(input.detailId, applicant.id);
    if (now && now.placeId === input.placeId) return { id: applicant.id, status: now.status, result: now.status, message: m.results[now.status], placeId: now.placeId };
    throw conflict(m.alreadyChosen, { code: 'chosen', placeId: now?.placeId ?? null });
  }
  return { id: applicant.id, status: r, result: r, message: m.results[r], placeId: input.placeId };
}
