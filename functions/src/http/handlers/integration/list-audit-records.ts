import { ListAuditRecords } from '@portal/shared/api/integration';
import { listAuditRecords } from '../../../domain/integration/list-audit-records.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(ListAuditRecords, { run: (ctx, { query }) => listAuditRecords(ctx, query) });
