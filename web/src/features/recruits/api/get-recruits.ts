import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostingSummary } from '@portal/shared/schemas/posting';
import { ListRecruits } from '@portal/shared/api/public-site';
import { call } from '../../../lib/api-client.ts';
import { recruitKeys } from './recruit-keys.ts';

/** GET recruits/{companyId}: the company's postings. */
export const getRecruits = (companyId: number, signal?: AbortSignal): Promise<PostingSummary[]> =>
  call(ListRecruits, { params: { companyId } }, { signal });

export const recruitsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: recruitKeys.list(companyId),
    queryFn: ({ signal }) => getRecruits(companyId, signal),
    staleTime: 30_000,
  });

export const useRecruits = (companyId: number) => useQuery(recruitsQueryOptions(companyId));
