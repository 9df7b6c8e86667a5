import { viewApplicantBodySchema } from '@portal/shared';
import { viewApplicant } from '../../../domain/auth-step/view-applicant.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  body: viewApplicantBodySchema,
  run: (ctx) => viewApplicant(ctx),
});
