import { CreateSiteUploadUrl } from '@portal/shared/api/integration-config';
import { createSiteUploadUrl } from '../../../domain/integration/create-site-upload-url.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';

export const handler = defineHandler(CreateSiteUploadUrl, { adapters: { files: s3Files }, run: (ctx, { body }) => createSiteUploadUrl(ctx, body) });
