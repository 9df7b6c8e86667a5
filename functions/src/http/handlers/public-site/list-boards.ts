import { listBoardPosts } from '../../../domain/public-site/list-board-posts.ts';
import { defineHandler } from '../../define-handler.ts';
import { ListBoards } from '@portal/shared/api/public-site';

export const handler = defineHandler(ListBoards, {
  run: (ctx, { params, query }) => listBoardPosts(ctx, { ...params, ...query }),
});
