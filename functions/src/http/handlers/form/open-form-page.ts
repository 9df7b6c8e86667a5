import { openFormBodySchema, openFormParamsSchema } from '@portal/shared';
import { openFormPage } from '../../../domain/form/open-form-page.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: openFormParamsSchema,
  body: openFormBodySchema,
  run: (ctx, { params, body }) => openFormPage(ctx, { id: params.id, taskId: body.taskId, pageIndex: body.pageIndex }),
});
