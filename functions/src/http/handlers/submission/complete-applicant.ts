import { completeApplication } from '../../../domain/submission/complete-application.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CompleteApplicant, {
  run: (ctx, { params, caller }) => completeApplication(ctx, { id: params.id }, caller),
});
