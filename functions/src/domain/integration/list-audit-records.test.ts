import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { auditBoundSpan, auditPageSchema, listAuditQuerySchema } from '@portal/shared/schemas/integration';
import type { AuditEntry, AuditPosition, AuditRepository, TenantRepositories } from '../ports.ts';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor.ts';
import { auditPeriodOf } from './audit-period.ts';
import { listAuditRecords } from './list-audit-records.ts';
import { integrationMessages } from '@portal/shared/messages/integration';

const NOW = new Date('2026-03-10T00:00:00.000Z');
const entry = (at: string, id: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({ action: 'staff.read-application', actor: 'staff:s1', projectId: 7, applicantId: 41, at, id, ...extra });
const hex = (n: number) => n.toString(16).padStart(12, '0');

/** A tenant's audit trail in memory, read as the DynamoDB repository reads it: newest first, below the position. */
function memoryAudit(entries: AuditEntry[]): AuditRepository & { calls: { period: { from: string; to: string }; position: AuditPosition }[] } {
  const calls: { period: { from: string; to: string }; position: AuditPosition }[] = [];
  const key = (e: { at: string; id: string }) => `${e.at}#${e.id}`;
  const newestFirst = [...entries].sort((a, b) => (key(a) < key(b) ? 1 : -1));
  return {
    calls,
    record: async () => undefined,
    listMonth: async () => [],
    readChains: async () => [],
    async listNewestFirst(period, position, limit) {
      calls.push({ period: { from: period.from, to: period.to }, position });
      const below = position.last ? key(position.last) : `${position.month}\uffff`;
      const rest = newestFirst.filter((e) => e.at >= period.from && e.at < period.to && key(e) < below);
      const rows = rest.slice(0, limit);
      const last = rows.at(-1);
      return { rows, next: last && rest.length > limit ? { month: last.at.slice(0, 7), last: { at: last.at, id: last.id } } : undefined };
    },
  };
}

const ctxWith = (audit: AuditRepository) => ({ repos: { audit } as unknown as TenantRepositories, clock: { now: () => NOW } });
const query = (q: Record<string, string>) => listAuditQuerySchema.parse(q);

/** Records on both sides of month ends (UTC), one outside the default year. */
const trail = [
  entry('2025-03-01T00:00:00.000Z', hex(1)),
  entry('2026-01-31T23:59:59.999Z', hex(2)),
  entry('2026-02-01T00:00:00.000Z', hex(3), { action: 'integration.read-application', actor: 'integrator:key_hr' }),
  entry('2026-02-28T16:00:00.000Z', hex(4)),
  entry('2026-03-01T00:00:00.000Z', hex(5), { action: 'integration.read-submission', actor: 'integrator:key_hr', seq: 2 }),
  entry('2026-03-01T00:00:00.000Z', hex(6)),
  entry('2026-03-09T00:00:00.000Z', hex(7), { projectId: undefined, applicantId: undefined }),
];

describe('listAuditRecords', () => {
  it('pages through the last year newest first, each record once, with a cursor until the last page', async () => {
    const repo = memoryAudit(trail);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listAuditRecords(ctxWith(repo), query({ limit: '2', ...(cursor ? { cursor } : {}) }));
      expect(auditPageSchema.safeParse(page).success).toBe(true);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([hex(7), hex(6), hex(5), hex(4), hex(3), hex(2)]);
    // The first page starts at the top of this month, over a year up to now.
    expect(repo.calls[0]).toEqual({ period: { from: '2025-03-10T00:00:00.001Z', to: '2026-03-10T00:00:00.001Z' }, position: { month: '2026-03' } });
  });

  it('answers each record with nulls where it names nothing, and the sequence number of a submission read', async () => {
    const { items } = await listAuditRecords(ctxWith(memoryAudit(trail)), query({ from: '2026-03' }));
    expect(items[0]).toEqual({ id: hex(7), at: '2026-03-09T00:00:00.000Z', action: 'staff.read-application', actor: 'staff:s1', projectId: null, applicantId: null, seq: null, kind: null, route: null, count: null, applicantIds: null });
    expect(items.find((i) => i.id === hex(5))).toMatchObject({ action: 'integration.read-submission', actor: 'integrator:key_hr', seq: 2 });
  });

  it('reads months and dates in Korean time, a moment as written, and includes the whole of `to`', async () => {
    const ids = async (q: Record<string, string>) => (await listAuditRecords(ctxWith(memoryAudit(trail)), query(q))).items.map((i) => i.id);
    // February in Korean time: 2026-01-31T15:00Z up to 2026-02-28T15:00Z.
    expect(await ids({ from: '2026-02', to: '2026-02' })).toEqual([hex(3), hex(2)]);
    expect(await ids({ from: '2026-03-01', to: '2026-03-01' })).toEqual([hex(6), hex(5), hex(4)]);
    expect(await ids({ from: '2026-03-01T00:00:00Z', to: '2026-03-01T00:00:00Z' })).toEqual([hex(6), hex(5)]);
    expect(await ids({ from: '2026-03-01T09:00:00+09:00', to: '2026-03-09T09:00:00+09:00' })).toEqual([hex(7), hex(6), hex(5)]);
  });

  it('refuses `from` after `to`, and a period over 366 days, with 400 in Korean', async () => {
    const ctx = ctxWith(memoryAudit(trail));
    await expect(listAuditRecords(ctx, query({ from: '2026-03', to: '2026-02' }))).rejects.toMatchObject({ kind: 'bad-request', message: integrationMessages.auditRangeOrder });
    await expect(listAuditRecords(ctx, query({ from: '2025-01', to: '2026-02' }))).rejects.toMatchObject({ kind: 'bad-request', message: integrationMessages.auditRangeSpan(366) });
    await expect(listAuditRecords(ctx, query({ from: '2025-03-01' }))).rejects.toMatchObject({ kind: 'bad-request', message: integrationMessages.auditRangeSpan(366) });
  });

  it('answers an empty page for a period after now without reading, and refuses a cursor there', async () => {
    const repo = memoryAudit(trail);
    expect(await listAuditRecords(ctxWith(repo), query({ from: '2026-04', to: '2026-05' }))).toEqual({ items: [], nextCursor: null });
    expect(repo.calls).toEqual([]);
    await expect(listAuditRecords(ctxWith(repo), query({ from: '2026-04', cursor: encodeAuditCursor({ month: '2026-04' }) }))).rejects.toMatchObject({ kind: 'bad-request' });
  });
});

describe('the audit cursor', () => {
  const period = auditPeriodOf({ from: auditBoundSpan('2026-02'), to: auditBoundSpan('2026-03') }, NOW)!;

  it('names a position in the period, and reads back as that position', () => {
    for (const at of [{ month: '2026-03' }, { month: '2026-02', last: { at: '2026-02-01T00:00:00.000Z', id: hex(3) } }]) {
      const c = encodeAuditCursor(at);
      expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeAuditCursor(c, period)).toEqual(at);
    }
  });

  const raw = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  it.each([
    ['a month before the period (February in Korean time starts in January, UTC)', encodeAuditCursor({ month: '2025-12' })],
    ['a month after the period', encodeAuditCursor({ month: '2026-04' })],
    ['a time outside its month', encodeAuditCursor({ month: '2026-02', last: { at: '2026-03-01T00:00:00.000Z', id: hex(3) } })],
    ['a time after the period', encodeAuditCursor({ month: '2026-03', last: { at: '2026-03-20T00:00:00.000Z', id: hex(3) } })],
    ['a time before the period', encodeAuditCursor({ month: '2026-01', last: { at: '2026-01-31T14:59:59.999Z', id: hex(3) } })],
    ['a time not as the store writes it', raw({ m: '2026-02', a: '2026-02-01T00:00:00Z', i: hex(3) })],
    ['a time without an id', raw({ m: '2026-02', a: '2026-02-01T00:00:00.000Z' })],
    ['an id that is a key', raw({ m: '2026-02', a: '2026-02-01T00:00:00.000Z', i: 'T#9#AUDIT#2026-02' })],
    ['extra fields', raw({ m: '2026-02', pk: 'T#2#AUDIT#2026-02' })],
    ['a month out of the calendar', raw({ m: '2026-13' })],
    ['an application cursor', raw({ p: 7, s: 0, a: 1 })],
    ['not JSON', 'bm90IGpzb24'],
    ['an array', raw(['2026-02'])],
    ['null', raw(null)],
  ])('refuses %s with 400 and a Korean message', (_what, cursor) => {
    expect(() => decodeAuditCursor(cursor, period)).toThrow(expect.objectContaining({ kind: 'bad-request', message: integrationMessages.invalidCursor }));
  });
});

describe('the query of GET /api/integration/audit', () => {
  it('reads a month, a date and a moment as the instants they cover', () => {
    expect(auditBoundSpan('2026-03')).toEqual({ start: Date.parse('2026-02-28T15:00:00Z'), end: Date.parse('2026-03-31T15:00:00Z') });
    expect(auditBoundSpan('2026-12')).toEqual({ start: Date.parse('2026-11-30T15:00:00Z'), end: Date.parse('2026-12-31T15:00:00Z') });
    expect(auditBoundSpan('2024-02-29')).toEqual({ start: Date.parse('2024-02-28T15:00:00Z'), end: Date.parse('2024-02-29T15:00:00Z') });
    expect(auditBoundSpan('2026-03-01T09:00:00.5+09:00')).toEqual({ start: Date.parse('2026-03-01T00:00:00.500Z'), end: Date.parse('2026-03-01T00:00:00.501Z') });
  });

  it.each([
    [{ from: '2026-3' }, integrationMessages.auditBoundFormat('from')],
    [{ from: '2026-13' }, integrationMessages.auditBoundFormat('from')],
    [{ from: '2026-02-30' }, integrationMessages.auditBoundFormat('from')],
    [{ to: '2026-02-30T00:00:00Z' }, integrationMessages.auditBoundFormat('to')],
    [{ to: '2026-03-01T24:00:00Z' }, integrationMessages.auditBoundFormat('to')],
    [{ to: '2026-03-01T09:00:00' }, integrationMessages.auditBoundFormat('to')],
    [{ to: '2026-03-01 09:00:00' }, integrationMessages.auditBoundFormat('to')],
    [{ from: '1969-12' }, integrationMessages.auditBoundFormat('from')],
    [{ from: 'yesterday' }, integrationMessages.auditBoundFormat('from')],
    [{ limit: '101' }, integrationMessages.limitRange(100)],
    [{ cursor: 'a b' }, integrationMessages.cursorFormat],
  ])('refuses %j in Korean', (q, message) => {
    const r = listAuditQuerySchema.safeParse(q);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });
});
