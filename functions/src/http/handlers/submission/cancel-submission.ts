import { cancelSubmission } from '../../../domain/submission/cancel-submission.ts';
import { defineHandler } from '../../define-handler.ts';
import { awsNotifications } from '../../../wiring/optional/aws-notifications.ts';
import { CancelSubmission } from '@portal/shared/api/submission';

export const handler = defineHandler(CancelSubmission, {
  adapters: { notifier: awsNotifications },
  run: (ctx, { caller }) => cancelSubmission(ctx, caller),
});
