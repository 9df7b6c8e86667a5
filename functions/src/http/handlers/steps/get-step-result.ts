import { getStepResult } from '../../../domain/steps/get-step-result.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { GetStepResult } from '@portal/shared/api/steps';

export const handler = defineHandler(GetStepResult, {
  adapters: { files: s3Files },
  run: (ctx, { params, caller }) => getStepResult(ctx, params.applicantStepId, { applicant: caller.applicant }),
});
