import { queryOptions, useQuery } from '@tanstack/react-query';
import { boardOptionSchema, type BoardOption, type BoardType } from '@portal/shared';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';

const boardOptionsSchema = z.array(boardOptionSchema);

/** GET code/board/{type}: the board's category options (used by the Q&A form). */
export const getBoardOptions = (type: BoardType, companyId: number, signal?: AbortSignal): Promise<BoardOption[]> =>
  apiGet(`code/board/${type}`, { query: { companyId }, schema: boardOptionsSchema, ...(signal ? { signal } : {}) });

export const boardOptionsQueryOptions = (type: BoardType, companyId: number) =>
  queryOptions({
    queryKey: ['boardOptions', type, companyId],
    queryFn: ({ signal }) => getBoardOptions(type, companyId, signal),
    staleTime: 5 * 60_000,
  });

export const useBoardOptions = (type: BoardType, companyId: number) => useQuery(boardOptionsQueryOptions(type, companyId));
