import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { addressPageSchema } from '@portal/shared/schemas/form-api';
import type { z } from 'zod';
import { SearchAddress } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';
import { pickerKeys } from './picker-keys.ts';

export type AddressPage = z.infer<typeof addressPageSchema>;

/** GET address?keyword&page: road addresses with postal codes ('우편번호 찾기'). */
export const searchAddress = (params: { keyword: string; page: number }, signal?: AbortSignal): Promise<AddressPage> =>
  call(SearchAddress, { query: { keyword: params.keyword, page: params.page } }, { signal });

/** Pages of one submitted search; `run` makes a repeated search start from page 1. */
export const addressQueryOptions = (keyword: string, run: number) =>
  infiniteQueryOptions({
    queryKey: pickerKeys.address(keyword, run),
    queryFn: ({ pageParam, signal }) => searchAddress({ keyword, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.data.length, 0) < last.total && last.data.length > 0 ? last.current_page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

export const useAddressSearch = (keyword: string, run: number, enabled = true) => useInfiniteQuery({ ...addressQueryOptions(keyword, run), enabled });
