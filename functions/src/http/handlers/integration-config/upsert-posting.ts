import { UpsertPosting } from '@portal/shared/api/integration-config';
import { upsertPosting } from '../../../domain/integration/upsert-posting.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(UpsertPosting, { run: (ctx, { params, body }) => upsertPosting(ctx, params.postingId, body) });
