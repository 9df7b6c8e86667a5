import { queryOptions, useQuery } from '@tanstack/react-query';
import { postingSummarySchema, type PostingSummary } from '@portal/shared';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';

const postingListSchema = z.array(postingSummarySchema);

/** GET recruits/{companyId}: the company's postings. */
export const getRecruits = (companyId: number, signal?: AbortSignal): Promise<PostingSummary[]> =>
  apiGet(`recruits/${companyId}`, { schema: postingListSchema, ...(signal ? { signal } : {}) });

export const recruitsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['recruits', companyId],
    queryFn: ({ signal }) => getRecruits(companyId, signal),
    staleTime: 30_000,
  });

export const useRecruits = (companyId: number) => useQuery(recruitsQueryOptions(companyId));
