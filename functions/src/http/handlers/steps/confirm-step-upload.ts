import { confirmStepUpload } from '../../../domain/steps/step-uploads.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ConfirmStepUpload, {
  run: (ctx, { params, body, caller }) => confirmStepUpload(ctx, params.applicantStepId, body, caller),
});
