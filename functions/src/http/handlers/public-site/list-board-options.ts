import { boardCodeParamsSchema } from '@portal/shared';
import { listBoardOptions } from '../../../domain/public-site/list-board-options.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: boardCodeParamsSchema,
  run: (ctx, { params }) => listBoardOptions(ctx, params),
});
