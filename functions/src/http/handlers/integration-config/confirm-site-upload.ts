import { ConfirmSiteUpload } from '@portal/shared/api/integration-config';
import { confirmSiteUpload } from '../../../domain/integration/confirm-site-upload.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';

export const handler = defineHandler(ConfirmSiteUpload, { adapters: { files: s3Files }, run: (ctx, { body }) => confirmSiteUpload(ctx, body) });
