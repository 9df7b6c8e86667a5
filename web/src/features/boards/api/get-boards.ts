import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardList, BoardType } from '@portal/shared';
import { ListBoards } from '@portal/shared/api/public-site';
import { call } from '../../../lib/api-client.ts';
import { boardKeys } from './board-keys.ts';

export interface BoardListParams {
  type: BoardType;
  companyId: number;
  page: number;
  size: number;
}

/** GET boards/{type}/{companyId}?page=&size=: one page of posts and the total. */
export const getBoards = ({ type, companyId, page, size }: BoardListParams, signal?: AbortSignal): Promise<BoardList> =>
  call(ListBoards, { params: { type, companyId }, query: { page, size } }, { signal });

export const boardsQueryOptions = (params: BoardListParams) =>
  queryOptions({
    queryKey: boardKeys.list(params.type, params.companyId, params.page, params.size),
    queryFn: ({ signal }) => getBoards(params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useBoards = (params: BoardListParams, enabled = true) => useQuery({ ...boardsQueryOptions(params), enabled });
