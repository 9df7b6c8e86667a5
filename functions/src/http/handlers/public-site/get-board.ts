import { boardParamsSchema } from '@portal/shared';
import { getBoardPost } from '../../../domain/public-site/get-board-post.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: boardParamsSchema,
  run: (ctx, { params }) => getBoardPost(ctx, params),
});
