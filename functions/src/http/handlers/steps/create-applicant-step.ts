import { createApplicantStep } from '../../../domain/steps/create-applicant-step.ts';
import { defineHandler } from '../../define-handler.ts';
import { CreateApplicantStep } from '@portal/shared/api/steps';

export const handler = defineHandler(CreateApplicantStep, {
  run: (ctx, { params, caller }) => createApplicantStep(ctx, params.stepId, caller),
});
