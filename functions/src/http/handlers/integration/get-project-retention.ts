import { GetProjectRetention } from '@portal/shared/api/integration';
import { getProjectRetention } from '../../../domain/retention/get-project-retention.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(GetProjectRetention, { run: (ctx, { params }) => getProjectRetention(ctx, params) });
