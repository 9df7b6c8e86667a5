import { boardListParamsSchema, boardListQuerySchema } from '@portal/shared';
import { listBoardPosts } from '../../../domain/public-site/list-board-posts.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: boardListParamsSchema,
  query: boardListQuerySchema,
  run: (ctx, { params, query }) => listBoardPosts(ctx, { ...params, ...query }),
});
