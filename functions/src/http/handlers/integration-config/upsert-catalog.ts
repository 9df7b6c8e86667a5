import { UpsertCatalog } from '@portal/shared/api/integration-config';
import { upsertCatalog } from '../../../domain/integration/upsert-catalog.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(UpsertCatalog, { run: (ctx, { body }) => upsertCatalog(ctx, body) });
