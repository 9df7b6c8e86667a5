import { cancelSubmission } from '../../../domain/submission/cancel-submission.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  run: (ctx) => cancelSubmission(ctx),
});
