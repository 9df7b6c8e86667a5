import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardPost } from '@portal/shared/schemas/board';
import { GetBoard } from '@portal/shared/api/public-site';
import { call } from '../../../lib/api-client.ts';
import { boardKeys } from './board-keys.ts';

/** GET board/{id}: one post (title, date, content, files, company_id). */
export const getBoard = (id: string | number, signal?: AbortSignal): Promise<BoardPost> =>
  call(GetBoard, { params: { id } }, { signal });

export const boardQueryOptions = (id: string) =>
  queryOptions({ queryKey: boardKeys.post(id), queryFn: ({ signal }) => getBoard(id, signal), staleTime: 30_000, retry: false });

export const useBoard = (id: string) => useQuery(boardQueryOptions(id));
