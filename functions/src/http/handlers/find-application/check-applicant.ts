import { checkApplicant } from '../../../domain/find-application/identify-applicant.ts';
import { defineHandler } from '../../define-handler.ts';
import { CheckApplicant } from '@portal/shared/api/find-application';

export const handler = defineHandler(CheckApplicant, {
  run: (ctx, { body }) => checkApplicant(ctx, body),
});
