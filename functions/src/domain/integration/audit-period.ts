import { messages } from '@portal/shared';
import { auditPeriod, type ListAuditQuery } from '@portal/shared/schemas/integration';
import { badRequest } from '../errors.ts';
import { integrationMessages } from '@portal/shared/messages/integration';

const DAY_MS = 86_400_000;

/** The instants an audit listing covers, from ≤ at < to (ISO, UTC), and the month partition of its newest instant. */
export interface AuditPeriod {
  from: string;
  to: string;
  newestMonth: string;
}

/**
 * The period of `from` and `to` as asked (a year before `to`, and now, when left out): 400 when `from` comes after `to`
 * or the two lie more than auditPeriod.maxDays apart. No record lies ahead of now, so the period ends there at the
 * latest; undefined when nothing of it is left (it starts after now).
 */
export function auditPeriodOf(query: Pick<ListAuditQuery, 'from' | 'to'>, now: Date): AuditPeriod | undefined {
  const end = query.to?.end ?? now.getTime() + 1;
  const start = query.from?.start ?? end - auditPeriod.defaultDays * DAY_MS;
  if (start >= end) throw badRequest(integrationMessages.auditRangeOrder, { field: 'from' });
  if (end - start > auditPeriod.maxDays * DAY_MS) throw badRequest(integrationMessages.auditRangeSpan(auditPeriod.maxDays), { field: 'from' });
  const until = Math.min(end, now.getTime() + 1);
  if (until <= start) return undefined;
  return { from: new Date(start).toISOString(), to: new Date(until).toISOString(), newestMonth: new Date(until - 1).toISOString().slice(0, 7) };
}
