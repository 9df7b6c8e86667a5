import { submitSurvey } from '../../../domain/steps/submit-survey.ts';
import { defineHandler } from '../../define-handler.ts';
import { SubmitSurvey } from '@portal/shared/api/steps';

export const handler = defineHandler(SubmitSurvey, {
  run: (ctx, { params, body, headers, caller }) => submitSurvey(ctx, params.applicantStepId, body, caller, headers['Idempotency-Key']),
});
