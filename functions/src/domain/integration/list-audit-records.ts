import { integrationPage, type AuditPage, type ListAuditQuery } from '@portal/shared/schemas/integration';
import type { AppContext } from '../context.ts';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor.ts';
import { auditPeriodOf } from './audit-period.ts';

/**
 * A page of the tenant's audit trail (GET /api/integration/audit), newest first, within the asked period, from the
 * cursor the previous page answered. The records name applications and actors, never personal data.
 */
export async function listAuditRecords(ctx: Pick<AppContext, 'repos' | 'clock'>, query: ListAuditQuery): Promise<AuditPage> {
  const period = auditPeriodOf(query, ctx.clock.now());
  const position = query.cursor ? decodeAuditCursor(query.cursor, period) : period && { month: period.newestMonth };
  if (!period || !position) return { items: [], nextCursor: null };
  const { rows, next } = await ctx.repos.audit.listNewestFirst(period, position, query.limit ?? integrationPage.defaultLimit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      action: r.action,
      actor: r.actor,
      projectId: r.projectId ?? null,
      applicantId: r.applicantId ?? null,
      seq: r.seq ?? null,
    })),
    nextCursor: next ? encodeAuditCursor(next) : null,
  };
}
