import { deleteQnaFile } from '../../../domain/qna/delete-qna-file.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.DeleteQnaFile, {
  run: (ctx, { params, caller }) => deleteQnaFile(ctx, params.fileId, caller),
});
