import { UpsertStepResult } from '@portal/shared/api/integration-config';
import { upsertStepResult } from '../../../domain/integration/upsert-step-result.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(UpsertStepResult, { run: (ctx, { params, body }) => upsertStepResult(ctx, params, body) });
