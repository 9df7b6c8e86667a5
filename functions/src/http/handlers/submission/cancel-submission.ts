import { cancelSubmission } from '../../../domain/submission/cancel-submission.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CancelSubmission, {
  run: (ctx, { caller }) => cancelSubmission(ctx, caller),
});
