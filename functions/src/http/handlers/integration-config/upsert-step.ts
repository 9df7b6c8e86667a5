import { UpsertStep } from '@portal/shared/api/integration-config';
import { upsertStep } from '../../../domain/integration/upsert-step.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(UpsertStep, { run: (ctx, { params, body }) => upsertStep(ctx, params, body) });
