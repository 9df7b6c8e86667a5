import { submitSurvey } from '../../../domain/steps/submit-survey.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.SubmitSurvey, {
  run: (ctx, { params, body, caller }) => submitSurvey(ctx, params.applicantStepId, body, caller),
});
