import { createUploadUrl } from '../../../domain/files/create-upload-url.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { CreateUploadUrl } from '@portal/shared/api/form';

export const handler = defineHandler(CreateUploadUrl, {
  adapters: { files: s3Files },
  run: (ctx, { params, body, caller }) =>
    createUploadUrl(
      ctx,
      { applicantId: params.id, pageIndex: body.pageIndex, field: body.upload_type, filename: body.filename, size: body.size, contentType: body.contentType },
      caller,
    ),
});
