import { completeApplication } from '../../../domain/submission/complete-application.ts';
import { defineHandler } from '../../define-handler.ts';
import { awsNotifications } from '../../../wiring/optional/aws-notifications.ts';
import { CompleteApplicant } from '@portal/shared/api/submission';

export const handler = defineHandler(CompleteApplicant, {
  adapters: { notifier: awsNotifications },
  run: (ctx, { params, caller }) => completeApplication(ctx, { id: params.id }, caller),
});
