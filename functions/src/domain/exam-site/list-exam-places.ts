import { EXAM_PLACE_CLOSED_TEXT, messages, type ExamPlaces } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import type { ExamPlaceRecord } from '../ports.ts';
import { examSiteProject } from './exam-site-detail.ts';

/** examPlaces/{detailId}: the places with live counts and the applicant's choice (spec 7 'Get exam places'). */
export async function listExamPlaces(ctx: AppContext, input: { detailId: number }, { applicant }: ApplicantCaller): Promise<ExamPlaces> {
  await examSiteProject(ctx, applicant, input.detailId);
  const [places, choice] = await Promise.all([ctx.repos.examPlaces.list(input.detailId), ctx.repos.examPlaces.getChoice(input.detailId, applicant.id)]);
  return {
    placeList: places.map(toPlace),
    answer: choice?.placeId ?? null,
    answerStatus: choice?.status ?? null,
  };
}

export function toPlace(p: ExamPlaceRecord) {
  return {
    id: p.id,
    place_name: p.place_name,
    address: p.address,
    count: p.count,
    total_count: p.total_count,
    waiting: p.waiting,
    // A full place still takes waitlist applications; only the organisation closes one.
    is_closed: p.closed ? EXAM_PLACE_CLOSED_TEXT : p.count >= p.total_count ? messages.examSite.full : messages.examSite.open,
  };
}
