import { checkApplicantById } from '../../../domain/find-application/identify-applicant.ts';
import { defineHandler } from '../../define-handler.ts';
import { CheckApplicantById } from '@portal/shared/api/find-application';

export const handler = defineHandler(CheckApplicantById, {
  run: (ctx, { body, caller }) => checkApplicantById(ctx, body.check_id, caller),
});
