import { getSavedPage } from '../../../domain/form/get-saved-page.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.GetSavedPage, {
  run: (ctx, { body, caller }) => getSavedPage(ctx, { pageIndex: body.pageIndex }, caller),
});
