import { checkApplicantById } from '../../../domain/find-application/identify-applicant.ts';
import { withHistoryPhoto } from '../../../domain/find-application/history-photo.ts';
import { defineHandler } from '../../define-handler.ts';
import { CheckApplicantById } from '@portal/shared/api/find-application';

export const handler = defineHandler(CheckApplicantById, {
  run: async (ctx, { body, caller }) => withHistoryPhoto(ctx, await checkApplicantById(ctx, body.check_id, caller)),
});
