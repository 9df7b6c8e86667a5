import { getBoardPost } from '../../../domain/public-site/get-board-post.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.GetBoard, {
  run: (ctx, { params }) => getBoardPost(ctx, params),
});
