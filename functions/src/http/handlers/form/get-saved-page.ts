import { getSavedPage } from '../../../domain/form/get-saved-page.ts';
import { defineHandler } from '../../define-handler.ts';
import { GetSavedPage } from '@portal/shared/api/form';

export const handler = defineHandler(GetSavedPage, {
  run: (ctx, { body, caller }) => getSavedPage(ctx, { pageIndex: body.pageIndex }, caller),
});
