import { deleteQnaFile } from '../../../domain/qna/delete-qna-file.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { DeleteQnaFile } from '@portal/shared/api/qna';

export const handler = defineHandler(DeleteQnaFile, {
  adapters: { files: s3Files },
  run: (ctx, { params, caller }) => deleteQnaFile(ctx, params.fileId, caller),
});
