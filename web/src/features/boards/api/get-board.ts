import { queryOptions, useQuery } from '@tanstack/react-query';
import { boardPostSchema, type BoardPost } from '@portal/shared';
import { apiGet } from '../../../lib/api-client.ts';

/** GET board/{id}: one post (title, date, content, files, company_id). */
export const getBoard = (id: string | number, signal?: AbortSignal): Promise<BoardPost> =>
  apiGet(`board/${encodeURIComponent(String(id))}`, { schema: boardPostSchema, ...(signal ? { signal } : {}) });

export const boardQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['board', id], queryFn: ({ signal }) => getBoard(id, signal), staleTime: 30_000, retry: false });

export const useBoard = (id: string) => useQuery(boardQueryOptions(id));
