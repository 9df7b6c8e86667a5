import { listBoardOptions } from '../../../domain/public-site/list-board-options.ts';
import { defineHandler } from '../../define-handler.ts';
import { ListBoardOptions } from '@portal/shared/api/public-site';

export const handler = defineHandler(ListBoardOptions, {
  run: (ctx, { params }) => listBoardOptions(ctx, params),
});
