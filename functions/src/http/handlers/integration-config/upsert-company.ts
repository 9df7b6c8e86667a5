import { UpsertCompany } from '@portal/shared/api/integration-config';
import { upsertCompany } from '../../../domain/integration/upsert-company.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(UpsertCompany, { run: (ctx, { body }) => upsertCompany(ctx, body) });
