import { ListApplicationFiles } from '@portal/shared/api/integration';
import { listApplicationFiles } from '../../../domain/integration/list-application-files.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';

export const handler = defineHandler(ListApplicationFiles, { adapters: { files: s3Files }, run: (ctx, { params, caller }) => listApplicationFiles(ctx, caller, params.applicantId) });
