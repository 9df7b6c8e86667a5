import { createApplicantStep } from '../../../domain/steps/create-applicant-step.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CreateApplicantStep, {
  run: (ctx, { params, caller }) => createApplicantStep(ctx, params.stepId, caller),
});
