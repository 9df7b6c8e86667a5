import { SetProjectRetention } from '@portal/shared/api/integration';
import { setProjectRetention } from '../../../domain/retention/set-project-retention.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(SetProjectRetention, { run: (ctx, { params, body, caller }) => setProjectRetention(ctx, caller, params, body) });
