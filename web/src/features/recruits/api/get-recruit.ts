import { queryOptions, useQuery } from '@tanstack/react-query';
import { postingDetailSchema, type PostingDetail } from '@portal/shared';
import { apiGet } from '../../../lib/api-client.ts';

/** GET recruit/{noticeId}: one posting; 404 {message, redirectCompany?} when it is another company's. */
export const getRecruit = (noticeId: string | number, signal?: AbortSignal): Promise<PostingDetail> =>
  apiGet(`recruit/${encodeURIComponent(String(noticeId))}`, { schema: postingDetailSchema, ...(signal ? { signal } : {}) });

export const recruitQueryOptions = (noticeId: string) =>
  queryOptions({
    queryKey: ['recruit', noticeId],
    queryFn: ({ signal }) => getRecruit(noticeId, signal),
    staleTime: 30_000,
    retry: false,
  });

export const useRecruit = (noticeId: string) => useQuery(recruitQueryOptions(noticeId));
