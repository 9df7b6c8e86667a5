import type { AuditPosition } from '../ports.ts';
import type { AuditPeriod } from './audit-period.ts';
import { cursorFields, encodeCursor, invalidCursor } from './opaque-cursor.ts';

/**
 * The audit listing's opaque cursor: base64url of `{ m: month, a: time, i: id }` (the last record read; `a` and `i`
 * left out at a month's top). It names a position only: the store builds the partition from the request's tenant and
 * the month, and a position outside the asked period is refused, so an altered cursor moves within that period at most.
 */
export function encodeAuditCursor(at: AuditPosition): string {
  return encodeCursor({ m: at.month, ...(at.last ? { a: at.last.at, i: at.last.id } : {}) });
}

const isMonth = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);
/** A time exactly as the store writes it (toISOString). */
const isStoredTime = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v) && new Date(v).toISOString() === v;

/** The position a cursor names inside the period (undefined: a period with nothing in it); 400 for anything else. */
export function decodeAuditCursor(cursor: string, period: AuditPeriod | undefined): AuditPosition {
  const { m, a, i, ...rest } = cursorFields(cursor);
  if (!period || Object.keys(rest).length > 0 || !isMonth(m) || m < period.from.slice(0, 7) || m > period.newestMonth) throw invalidCursor();
  if (a === undefined && i === undefined) return { month: m };
  const inPeriod = isStoredTime(a) && a.slice(0, 7) === m && a >= period.from && a < period.to;
  if (!inPeriod || typeof i !== 'string' || !/^[0-9a-f]{12}$/.test(i)) throw invalidCursor();
  return { month: m, last: { at: a, id: i } };
}
