import { getFormPage } from '../../../domain/form/get-form-page.ts';
import { defineHandler } from '../../define-handler.ts';
import { GetForm } from '@portal/shared/api/form';

export const handler = defineHandler(GetForm, {
  run: (ctx, { params, caller }) => getFormPage(ctx, params, caller),
});
