import { getFormPage } from '../../../domain/form/get-form-page.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.GetForm, {
  run: (ctx, { params, caller }) => getFormPage(ctx, params, caller),
});
