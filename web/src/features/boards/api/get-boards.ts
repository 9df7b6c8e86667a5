import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { boardListSchema, type BoardList, type BoardType } from '@portal/shared';
import { apiGet } from '../../../lib/api-client.ts';

export interface BoardListParams {
  type: BoardType;
  companyId: number;
  page: number;
  size: number;
}

/** GET boards/{type}/{companyId}?page=&size=: one page of posts and the total. */
export const getBoards = ({ type, companyId, page, size }: BoardListParams, signal?: AbortSignal): Promise<BoardList> =>
  apiGet(`boards/${type}/${companyId}`, { query: { page, size }, schema: boardListSchema, ...(signal ? { signal } : {}) });

export const boardsQueryOptions = (params: BoardListParams) =>
  queryOptions({
    queryKey: ['boards', params.type, params.companyId, params.page, params.size],
    queryFn: ({ signal }) => getBoards(params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useBoards = (params: BoardListParams, enabled = true) => useQuery({ ...boardsQueryOptions(params), enabled });
