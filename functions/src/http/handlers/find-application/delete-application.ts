import { deleteApplication } from '../../../domain/find-application/delete-application.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.DeleteApplication, {
  run: (ctx, { caller }) => deleteApplication(ctx, caller),
});
