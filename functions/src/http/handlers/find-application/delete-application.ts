import { deleteApplication } from '../../../domain/find-application/delete-application.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { DeleteApplication } from '@portal/shared/api/find-application';

export const handler = defineHandler(DeleteApplication, {
  adapters: { files: s3Files },
  run: (ctx, { caller }) => deleteApplication(ctx, caller),
});
