import { listBoardPosts } from '../../../domain/public-site/list-board-posts.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ListBoards, {
  run: (ctx, { params, query }) => listBoardPosts(ctx, { ...params, ...query }),
});
