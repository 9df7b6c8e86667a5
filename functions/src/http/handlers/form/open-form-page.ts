import { openFormPage } from '../../../domain/form/open-form-page.ts';
import { defineHandler } from '../../define-handler.ts';
import { OpenFormPage } from '@portal/shared/api/form';

export const handler = defineHandler(OpenFormPage, {
  run: (ctx, { body, caller }) => openFormPage(ctx, { taskId: body.taskId, pageIndex: body.pageIndex }, caller),
});
