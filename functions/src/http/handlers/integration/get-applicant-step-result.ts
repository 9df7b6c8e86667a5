import { GetApplicantStepResult } from '@portal/shared/api/integration';
import { getApplicantStepResult } from '../../../domain/integration/get-applicant-step-result.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(GetApplicantStepResult, { run: (ctx, { params, caller }) => getApplicantStepResult(ctx, caller, params) });
