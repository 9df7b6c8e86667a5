import { getStepResult } from '../../../domain/steps/get-step-result.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.GetStepResult, {
  run: (ctx, { params, caller }) => getStepResult(ctx, params.applicantStepId, { applicant: caller.applicant }),
});
