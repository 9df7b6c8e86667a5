import { createQnaUploadUrl } from '../../../domain/qna/create-qna-upload-url.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { CreateQnaUploadUrl } from '@portal/shared/api/qna';

export const handler = defineHandler(CreateQnaUploadUrl, {
  adapters: { files: s3Files },
  run: (ctx, { body, caller }) => createQnaUploadUrl(ctx, body, caller),
});
