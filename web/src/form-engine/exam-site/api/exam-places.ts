import { queryOptions } from '@tanstack/react-query';
import { examPlaceSaveResultSchema, type ExamPlaceSaveResult, type ExamPlaces } from '@portal/shared/schemas/exam-site';
import { ListExamPlaces, SaveApplicantPage } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';

/** GET examPlaces/{detailId}: the detail's places with live counts, and the applicant's choice (spec 7 'Get exam places'). */
export const getExamPlaces = (detailId: number, signal?: AbortSignal): Promise<ExamPlaces> =>
  call(ListExamPlaces, { params: { detailId } }, { signal });

export const examPlacesQueryKey = (detailId: number) => ['form', 'examPlaces', detailId] as const;

/** Counts move with every other applicant's choice: never served from cache, re-fetched after each save. */
export const examPlacesQueryOptions = (detailId: number) =>
  queryOptions({
    queryKey: examPlacesQueryKey(detailId),
    queryFn: ({ signal }) => getExamPlaces(detailId, signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * POST applicant/update/{id} with saveType 'place' (spec 4 'Exam-site rows'): applies to a place (Y seat, W waitlist)
 * or, with placeId null, cancels (C). A refusal (closed place, another place chosen) is an ApiError with the server's message.
 */
export const saveExamPlace = (applicantId: number, body: { detailId: number; placeId: number | null }): Promise<ExamPlaceSaveResult> =>
  call(SaveApplicantPage, { params: { id: applicantId }, body: { saveType: 'place', ...body } }, { schema: examPlaceSaveResultSchema });
