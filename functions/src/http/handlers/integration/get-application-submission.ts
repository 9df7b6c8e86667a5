import { GetApplicationSubmission } from '@portal/shared/api/integration';
import { getApplicationSubmission } from '../../../domain/integration/get-application-submission.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(GetApplicationSubmission, { run: (ctx, { params, caller }) => getApplicationSubmission(ctx, caller, params) });
