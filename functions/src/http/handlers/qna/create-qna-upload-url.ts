import { createQnaUploadUrl } from '../../../domain/qna/create-qna-upload-url.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CreateQnaUploadUrl, {
  run: (ctx, { body, caller }) => createQnaUploadUrl(ctx, body, caller),
});
