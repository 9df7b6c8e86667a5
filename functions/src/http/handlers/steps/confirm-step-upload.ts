import { confirmStepUpload } from '../../../domain/steps/step-uploads.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { ConfirmStepUpload } from '@portal/shared/api/steps';

export const handler = defineHandler(ConfirmStepUpload, {
  adapters: { files: s3Files },
  run: (ctx, { params, body, caller }) => confirmStepUpload(ctx, params.applicantStepId, body, caller),
});
