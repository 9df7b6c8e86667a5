import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostingDetail } from '@portal/shared/schemas/posting';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { plainCall } from '../../../lib/api-client.ts';
import { readPostingDetail } from './plain-postings.ts';
import { recruitKeys } from './recruit-keys.ts';

/** GET recruit/{noticeId}: one posting; 404 {message, redirectCompany?} when it is another company's. */
export const getRecruit = (noticeId: string | number, signal?: AbortSignal): Promise<PostingDetail> =>
  plainCall(plainRoutes.GetRecruit, { params: { noticeId }, signal }, readPostingDetail);

export const recruitQueryOptions = (noticeId: string) =>
  queryOptions({
    queryKey: recruitKeys.detail(noticeId),
    queryFn: ({ signal }) => getRecruit(noticeId, signal),
    staleTime: 30_000,
    retry: false,
  });

export const useRecruit = (noticeId: string) => useQuery(recruitQueryOptions(noticeId));
