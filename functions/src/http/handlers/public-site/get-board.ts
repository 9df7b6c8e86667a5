import { getBoardPost } from '../../../domain/public-site/get-board-post.ts';
import { defineHandler } from '../../define-handler.ts';
import { GetBoard } from '@portal/shared/api/public-site';

export const handler = defineHandler(GetBoard, {
  run: (ctx, { params }) => getBoardPost(ctx, params),
});
