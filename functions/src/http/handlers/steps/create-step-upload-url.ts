import { createStepUploadUrl } from '../../../domain/steps/step-uploads.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CreateStepUploadUrl, {
  run: (ctx, { params, body, caller }) => createStepUploadUrl(ctx, params.applicantStepId, body, caller),
});
