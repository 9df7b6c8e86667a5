import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostingSummary } from '@portal/shared/schemas/posting';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { plainCall } from '../../../lib/api-client.ts';
import { readPostingList } from './plain-postings.ts';
import { recruitKeys } from './recruit-keys.ts';

/** GET recruits/{companyId}: the company's postings. */
export const getRecruits = (companyId: number, signal?: AbortSignal): Promise<PostingSummary[]> =>
  plainCall(plainRoutes.ListRecruits, { params: { companyId }, signal }, readPostingList);

export const recruitsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: recruitKeys.list(companyId),
    queryFn: ({ signal }) => getRecruits(companyId, signal),
    staleTime: 30_000,
  });

export const useRecruits = (companyId: number) => useQuery(recruitsQueryOptions(companyId));
