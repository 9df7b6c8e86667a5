import { confirmQnaUpload } from '../../../domain/qna/confirm-qna-upload.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { ConfirmQnaUpload } from '@portal/shared/api/qna';

export const handler = defineHandler(ConfirmQnaUpload, {
  adapters: { files: s3Files },
  run: (ctx, { body, caller }) => confirmQnaUpload(ctx, body, caller),
});
