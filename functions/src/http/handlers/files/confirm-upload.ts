import { confirmUpload } from '../../../domain/files/confirm-upload.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { ConfirmUpload } from '@portal/shared/api/form';

export const handler = defineHandler(ConfirmUpload, {
  adapters: { files: s3Files },
  run: (ctx, { params, body, caller }) =>
    confirmUpload(ctx, { applicantId: params.id, pageIndex: body.pageIndex, field: body.upload_type, key: body.key, filename: body.filename }, caller),
});
