import { confirmUpload } from '../../../domain/files/confirm-upload.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ConfirmUpload, {
  run: (ctx, { params, body, caller }) =>
    confirmUpload(ctx, { applicantId: params.id, pageIndex: body.pageIndex, field: body.upload_type, key: body.key, filename: body.filename }, caller),
});
