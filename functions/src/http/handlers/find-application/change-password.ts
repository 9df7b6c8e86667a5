import { changePassword } from '../../../domain/find-application/change-password.ts';
import { defineHandler } from '../../define-handler.ts';
import { ChangePassword } from '@portal/shared/api/find-application';

export const handler = defineHandler(ChangePassword, {
  run: (ctx, { body }) => changePassword(ctx, body),
});
