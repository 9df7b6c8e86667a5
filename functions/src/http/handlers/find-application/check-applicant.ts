import { checkApplicant } from '../../../domain/find-application/identify-applicant.ts';
import { withHistoryPhoto } from '../../../domain/find-application/history-photo.ts';
import { defineHandler } from '../../define-handler.ts';
import { CheckApplicant } from '@portal/shared/api/find-application';

export const handler = defineHandler(CheckApplicant, {
  run: async (ctx, { body }) => withHistoryPhoto(ctx, await checkApplicant(ctx, body)),
});
