import { confirmQnaUpload } from '../../../domain/qna/confirm-qna-upload.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ConfirmQnaUpload, {
  run: (ctx, { body, caller }) => confirmQnaUpload(ctx, body, caller),
});
