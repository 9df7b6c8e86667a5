import { checkApplicantById } from '../../../domain/find-application/identify-applicant.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CheckApplicantById, {
  run: (ctx, { body, caller }) => checkApplicantById(ctx, body.check_id, caller),
});
