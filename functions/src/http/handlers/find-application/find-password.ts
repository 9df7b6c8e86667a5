import { findPassword } from '../../../domain/find-application/find-password.ts';
import { defineHandler } from '../../define-handler.ts';
import { awsNotifications } from '../../../wiring/optional/aws-notifications.ts';
import { FindPassword } from '@portal/shared/api/find-application';

export const handler = defineHandler(FindPassword, {
  adapters: { notifier: awsNotifications },
  run: (ctx, { body }) => findPassword(ctx, body),
});
