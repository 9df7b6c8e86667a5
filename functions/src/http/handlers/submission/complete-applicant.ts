import { completeApplication } from '../../../domain/submission/complete-application.ts';
import { defineHandler } from '../../define-handler.ts';
import { CompleteApplicant } from '@portal/shared/api/submission';

export const handler = defineHandler(CompleteApplicant, {
  run: (ctx, { params, caller }) => completeApplication(ctx, { id: params.id }, caller),
});
