import { GetApplication } from '@portal/shared/api/integration';
import { getApplication } from '../../../domain/integration/get-application.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(GetApplication, { run: (ctx, { params, caller }) => getApplication(ctx, caller, params.applicantId) });
