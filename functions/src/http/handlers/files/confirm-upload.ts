import { uploadConfirmBodySchema, uploadParamsSchema } from '@portal/shared';
import { confirmUpload } from '../../../domain/files/confirm-upload.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: uploadParamsSchema,
  body: uploadConfirmBodySchema,
  run: (ctx, { params, body }) => confirmUpload(ctx, { applicantId: params.id, pageIndex: body.pageIndex, field: body.upload_type, key: body.key, filename: body.filename }),
});
