import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { medicalsPageSchema } from '@portal/shared/schemas/form-api';
import type { z } from 'zod';
import { ListMedicals } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';
import { pickerKeys } from './picker-keys.ts';

export type MedicalsPage = z.infer<typeof medicalsPageSchema>;

/** GET medicals?page&searchText: one server page (20 rows) of the medical-institution reference data. */
export const getMedicals = (params: { page: number; searchText: string }, signal?: AbortSignal): Promise<MedicalsPage> =>
  call(ListMedicals, { query: { page: params.page, searchText: params.searchText } }, { signal });

/**
 * Pages of one search. `run` numbers each submitted search, so Enter on the same text starts again
 * from page 1 instead of reusing the pages already loaded.
 */
export const medicalsQueryOptions = (searchText: string, run: number) =>
  infiniteQueryOptions({
    queryKey: pickerKeys.medicals(searchText, run),
    queryFn: ({ pageParam, signal }) => getMedicals({ page: pageParam, searchText }, signal),
    initialPageParam: 1,
    // '더보기' while the loaded count is below the total.
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.data.length, 0) < last.total && last.data.length > 0 ? last.current_page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

export const useMedicals = (searchText: string, run: number, enabled = true) => useInfiniteQuery({ ...medicalsQueryOptions(searchText, run), enabled });
