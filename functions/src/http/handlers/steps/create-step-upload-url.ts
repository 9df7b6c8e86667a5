import { createStepUploadUrl } from '../../../domain/steps/step-uploads.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { CreateStepUploadUrl } from '@portal/shared/api/steps';

export const handler = defineHandler(CreateStepUploadUrl, {
  adapters: { files: s3Files },
  run: (ctx, { params, body, caller }) => createStepUploadUrl(ctx, params.applicantStepId, body, caller),
});
