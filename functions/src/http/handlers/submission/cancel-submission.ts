import { cancelSubmission } from '../../../domain/submission/cancel-submission.ts';
import { defineHandler } from '../../define-handler.ts';
import { CancelSubmission } from '@portal/shared/api/submission';

export const handler = defineHandler(CancelSubmission, {
  run: (ctx, { caller }) => cancelSubmission(ctx, caller),
});
