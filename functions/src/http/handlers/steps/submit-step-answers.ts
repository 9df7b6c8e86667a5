import { submitStepAnswers } from '../../../domain/steps/submit-step-answers.ts';
import { defineHandler } from '../../define-handler.ts';
import { SubmitStepAnswers } from '@portal/shared/api/steps';

export const handler = defineHandler(SubmitStepAnswers, {
  run: (ctx, { params, body, headers, caller }) => submitStepAnswers(ctx, params.applicantStepId, body, caller, headers['Idempotency-Key']),
});
