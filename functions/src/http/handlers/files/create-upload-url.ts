import { createUploadUrl } from '../../../domain/files/create-upload-url.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CreateUploadUrl, {
  run: (ctx, { params, body, caller }) =>
    createUploadUrl(
      ctx,
      { applicantId: params.id, pageIndex: body.pageIndex, field: body.upload_type, filename: body.filename, size: body.size, contentType: body.contentType },
      caller,
    ),
});
