import { ExportApplications } from '@portal/shared/api/integration';
import { exportApplications } from '../../../domain/integration/export-applications.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';

export const handler = defineHandler(ExportApplications, { adapters: { files: s3Files }, run: (ctx, { body }) => exportApplications(ctx, body) });
