import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardOption, BoardType } from '@portal/shared/schemas/board';
import { ListBoardOptions } from '@portal/shared/api/public-site';
import { call } from '../../../lib/api-client.ts';
import { boardKeys } from './board-keys.ts';

/** GET code/board/{type}: the board's category options (used by the Q&A form). */
export const getBoardOptions = (type: BoardType, companyId: number, signal?: AbortSignal): Promise<BoardOption[]> =>
  call(ListBoardOptions, { params: { type }, query: { companyId } }, { signal });

export const boardOptionsQueryOptions = (type: BoardType, companyId: number) =>
  queryOptions({
    queryKey: boardKeys.options(type, companyId),
    queryFn: ({ signal }) => getBoardOptions(type, companyId, signal),
    staleTime: 5 * 60_000,
  });

export const useBoardOptions = (type: BoardType, companyId: number) => useQuery(boardOptionsQueryOptions(type, companyId));
