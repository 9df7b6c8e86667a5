import { changePassword } from '../../../domain/find-application/change-password.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ChangePassword, {
  run: (ctx, { body }) => changePassword(ctx, body),
});
