import { listBoardOptions } from '../../../domain/public-site/list-board-options.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ListBoardOptions, {
  run: (ctx, { params }) => listBoardOptions(ctx, params),
});
