import { findPassword } from '../../../domain/find-application/find-password.ts';
import { defineHandler } from '../../define-handler.ts';
import { FindPassword } from '@portal/shared/api/find-application';

export const handler = defineHandler(FindPassword, {
  run: (ctx, { body }) => findPassword(ctx, body),
});
