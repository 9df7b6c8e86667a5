import { findPassword } from '../../../domain/find-application/find-password.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.FindPassword, {
  run: (ctx, { body }) => findPassword(ctx, body),
});
