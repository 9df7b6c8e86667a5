import { integrationPage, type AuditPage, type ListAuditQuery } from '@portal/shared/schemas/integration';
import { integrationMessages } from '@portal/shared/messages/integration';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor.ts';
import { auditPeriodOf } from './audit-period.ts';

/**
 * A page of the tenant's audit trail (GET /api/integration/audit), newest first, within the asked period, from the
 * cursor the previous page answered; with `applicantId`, that application's own trail. The records name applications
 * and actors, never personal data.
 */
export async function listAuditRecords(ctx: Pick<AppContext, 'repos' | 'clock'>, query: ListAuditQuery): Promise<AuditPage> {
  const period = auditPeriodOf(query, ctx.clock.now());
  const position = query.cursor ? decodeAuditCursor(query.cursor, period) : period && { month: period.newestMonth };
  if (!period || !position) return { items: [], nextCursor: null };
  const { rows, next } = await ctx.repos.audit.listNewestFirst(period, position, query.limit ?? integrationPage.defaultLimit, query.applicantId);
  // An id the tenant never had answers as on every application route; a deleted application's trail stays readable.
  if (query.applicantId !== undefined && rows.length === 0 && !query.cursor && !(await ctx.repos.applicants.get(query.applicantId)))
    throw notFound(integrationMessages.applicationNotFound);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      action: r.action,
      actor: r.actor,
      projectId: r.projectId ?? null,
      applicantId: r.applicantId ?? null,
      seq: r.seq ?? null,
      kind: r.kind ?? null,
      route: r.route ?? null,
      count: r.count ?? null,
      applicantIds: r.applicantIds ?? null,
    })),
    nextCursor: next ? encodeAuditCursor(next) : null,
  };
}
