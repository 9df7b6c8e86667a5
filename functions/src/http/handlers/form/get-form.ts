import { getFormParamsSchema } from '@portal/shared';
import { getFormPage } from '../../../domain/form/get-form-page.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: getFormParamsSchema,
  run: (ctx, { params }) => getFormPage(ctx, params),
});
