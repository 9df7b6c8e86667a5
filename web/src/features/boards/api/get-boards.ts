import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardList, BoardType } from '@portal/shared/schemas/board';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { plainCall } from '../../../lib/api-client.ts';
import { readBoardList } from '../../../lib/plain-readers.ts';
import { boardKeys } from './board-keys.ts';

export interface BoardListParams {
  type: BoardType;
  companyId: number;
  page: number;
  size: number;
}

/** GET boards/{type}/{companyId}?page=&size=: one page of posts and the total. The footer of every page asks it: read without zod. */
export const getBoards = ({ type, companyId, page, size }: BoardListParams, signal?: AbortSignal): Promise<BoardList> =>
  plainCall(plainRoutes.ListBoards, { params: { type, companyId }, query: { page, size }, signal }, readBoardList);

export const boardsQueryOptions = (params: BoardListParams) =>
  queryOptions({
    queryKey: boardKeys.list(params.type, params.companyId, params.page, params.size),
    queryFn: ({ signal }) => getBoards(params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useBoards = (params: BoardListParams, enabled = true) => useQuery({ ...boardsQueryOptions(params), enabled });
