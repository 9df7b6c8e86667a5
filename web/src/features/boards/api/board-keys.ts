import type { BoardType } from '@portal/shared/schemas/board';

/** The boards' query keys, one factory for the feature. */
export const boardKeys = {
  all: ['boards'] as const,
  list: (type: BoardType, companyId: number, page: number, size: number) => ['boards', 'list', type, companyId, page, size] as const,
  post: (id: string) => ['boards', 'post', id] as const,
  options: (type: BoardType, companyId: number) => ['boards', 'options', type, companyId] as const,
};
