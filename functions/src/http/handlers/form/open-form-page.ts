import { openFormPage } from '../../../domain/form/open-form-page.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.OpenFormPage, {
  run: (ctx, { body, caller }) => openFormPage(ctx, { taskId: body.taskId, pageIndex: body.pageIndex }, caller),
});
