import { GetExport } from '@portal/shared/api/integration';
import { getExport } from '../../../domain/integration/get-export.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';

export const handler = defineHandler(GetExport, { adapters: { files: s3Files }, run: (ctx, { params }) => getExport(ctx, params.exportId) });
