import { checkApplicant } from '../../../domain/find-application/identify-applicant.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CheckApplicant, {
  run: (ctx, { body }) => checkApplicant(ctx, body),
});
