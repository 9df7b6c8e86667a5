import { getStepResult } from '../../../domain/steps/get-step-result.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { PreviewStepResult } from '@portal/shared/api/steps';

export const handler = defineHandler(PreviewStepResult, {
  adapters: { files: s3Files },
  run: (ctx, { params, caller }) => getStepResult(ctx, params.applicantStepId, { applicant: caller.applicant, staff: caller }),
});
