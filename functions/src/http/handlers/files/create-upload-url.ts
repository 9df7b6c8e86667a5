import { uploadParamsSchema, uploadUrlBodySchema } from '@portal/shared';
import { createUploadUrl } from '../../../domain/files/create-upload-url.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: uploadParamsSchema,
  body: uploadUrlBodySchema,
  run: (ctx, { params, body }) =>
    createUploadUrl(ctx, { applicantId: params.id, pageIndex: body.pageIndex, field: body.upload_type, filename: body.filename, size: body.size, contentType: body.contentType }),
});
