import { submitStepAnswers } from '../../../domain/steps/submit-step-answers.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.SubmitStepAnswers, {
  run: (ctx, { params, body, caller }) => submitStepAnswers(ctx, params.applicantStepId, body, caller),
});
