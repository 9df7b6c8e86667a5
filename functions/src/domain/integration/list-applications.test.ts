import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { listApplicationsQuerySchema } from '@portal/shared/schemas/integration';
import type { ApplicationFilter, ApplicationListRepository, ApplicationPosition, ApplicationRow, TenantRepositories } from '../ports.ts';
import { decodeApplicationCursor, encodeApplicationCursor } from './application-cursor.ts';
import { listApplications } from './list-applications.ts';
import { integrationMessages } from '@portal/shared/messages/integration';

const row = (id: number, extra: Partial<ApplicationRow> = {}): ApplicationRow => ({
  id,
  projectId: 7,
  taskId: 70,
  taskName: '사무',
  name: `지원자${id}`,
  email: `${id}@example.com`,
  phone: '01012345678',
  status: 'N',
  createdAt: '2026-03-01 09:00:00',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...extra,
});

/** A project's applications over `shards` shards in memory, read as the DynamoDB repository reads the index. */
function memoryApplications(rows: ApplicationRow[], shards = 4): ApplicationListRepository & { calls: { from: ApplicationPosition; filter: ApplicationFilter }[] } {
  const calls: { from: ApplicationPosition; filter: ApplicationFilter }[] = [];
  const order = [...rows].sort((a, b) => a.id % shards - (b.id % shards) || a.id - b.id);
  return {
    shards,
    calls,
    async listByProject(projectId, from, limit, filter) {
      calls.push({ from, filter });
      const after = order.filter((r) => r.projectId === projectId && (r.id % shards > from.shard || (r.id % shards === from.shard && r.id > from.afterId)));
      const page = after.slice(0, limit);
      const last = page.at(-1);
      return { rows: page, next: last && after.length > limit ? { shard: last.id % shards, afterId: last.id } : undefined };
    },
    async listShard(projectId, shard, afterId) {
      return { rows: order.filter((r) => r.projectId === projectId && r.id % shards === shard && r.id > afterId), next: undefined };
    },
  };
}

function ctxWith(applications: ApplicationListRepository) {
  const projects = { getRecent: async (id: number) => (id === 7 ? { project: { id: 7 }, tasks: [] } : undefined) };
  return { repos: { projects, applications } as unknown as TenantRepositories };
}
const query = (q: Record<string, string>) => listApplicationsQuerySchema.parse(q);

describe('the applications cursor', () => {
  it('names a position of one project, and reads back as that position', () => {
    const c = encodeApplicationCursor(7, { shard: 3, afterId: 42 });
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeApplicationCursor(c, 7, 8)).toEqual({ shard: 3, afterId: 42 });
  });

  it.each([
    ['another project', encodeApplicationCursor(8, { shard: 0, afterId: 1 })],
    ['a shard past the last', encodeApplicationCursor(7, { shard: 8, afterId: 1 })],
    ['a negative id', encodeApplicationCursor(7, { shard: 0, afterId: -1 })],
    ['a key instead of an id', Buffer.from(JSON.stringify({ p: 7, s: 0, a: 'T#2#A#000000000001' })).toString('base64url')],
    ['extra fields', Buffer.from(JSON.stringify({ p: 7, s: 0, a: 1, pk: 'T#2' })).toString('base64url')],
    ['a fraction', Buffer.from(JSON.stringify({ p: 7, s: 0.5, a: 1 })).toString('base64url')],
    ['not JSON', 'bm90IGpzb24'],
    ['an array', Buffer.from('[7,0,1]').toString('base64url')],
    ['null', Buffer.from('null').toString('base64url')],
  ])('refuses %s with 400 and a Korean message', (_what, cursor) => {
    expect(() => decodeApplicationCursor(cursor, 7, 8)).toThrow(expect.objectContaining({ kind: 'bad-request', message: integrationMessages.invalidCursor }));
  });
});

describe('listApplications', () => {
  it('pages through every application once, with a cursor until the last page', async () => {
    const repo = memoryApplications(Array.from({ length: 11 }, (_, i) => row(i + 1)));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await listApplications(ctxWith(repo), query({ projectId: '7', limit: '3', ...(cursor ? { cursor } : {}) }));
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
  });

  it('answers 50 at most unless asked, and passes the filters on with updatedSince in UTC', async () => {
    const repo = memoryApplications(Array.from({ length: 60 }, (_, i) => row(i + 1)));
    const page = await listApplications(ctxWith(repo), query({ projectId: '7', taskId: '70', status: 'draft', updatedSince: '2026-03-01T09:00:00+09:00' }));
    expect(page.items).toHaveLength(50);
    expect(repo.calls[0]!.filter).toEqual({ taskId: 70, status: 'draft', updatedSince: '2026-03-01T00:00:00.000Z' });
  });

  it('tells submitted, cancelled and drafting applications apart, with nulls for what has not happened', async () => {
    const repo = memoryApplications([
      row(1, { status: 'Y', applicantNumber: 'A-1', submittedAt: '2026-03-02 10:00:00' }),
      row(2, { status: 'N', applicantNumber: 'A-2', submittedAt: '2026-03-02 10:00:00', cancelledAt: '2026-03-03 10:00:00' }),
      row(3),
    ]);
    const { items } = await listApplications(ctxWith(repo), query({ projectId: '7' }));
    expect(items.map((i) => [i.id, i.status, i.applicantNumber])).toEqual([
      [1, 'submitted', 'A-1'],
      [2, 'cancelled', 'A-2'],
      [3, 'draft', null],
    ].sort((a, b) => (Number(a[0]) % 4) - (Number(b[0]) % 4)));
    expect(items.find((i) => i.id === 3)).toMatchObject({ submittedAt: null, cancelledAt: null, lastSavedAt: null });
  });

  it('answers 404 for a project the tenant does not have, before reading any application', async () => {
    const repo = memoryApplications([row(1)]);
    await expect(listApplications(ctxWith(repo), query({ projectId: '8' }))).rejects.toMatchObject({ kind: 'not-found', message: integrationMessages.projectNotFound });
    expect(repo.calls).toEqual([]);
  });

  it('refuses a cursor of another project before reading', async () => {
    const repo = memoryApplications([row(1)]);
    await expect(listApplications(ctxWith(repo), query({ projectId: '7', cursor: encodeApplicationCursor(8, { shard: 0, afterId: 0 }) }))).rejects.toMatchObject({ kind: 'bad-request' });
    expect(repo.calls).toEqual([]);
  });
});

describe('the query of GET /api/integration/applications', () => {
  it.each([
    [{}, integrationMessages.projectIdRequired],
    [{ projectId: '7', limit: '101' }, integrationMessages.limitRange(100)],
    [{ projectId: '7', limit: '0' }, integrationMessages.limitRange(100)],
    [{ projectId: '7', status: 'Y' }, integrationMessages.statusValue],
    [{ projectId: '7', updatedSince: '2026-03-01 09:00:00' }, integrationMessages.updatedSinceFormat],
    [{ projectId: '7', updatedSince: '2026-03-01T09:00:00' }, integrationMessages.updatedSinceFormat],
    [{ projectId: '7', cursor: 'a b' }, integrationMessages.cursorFormat],
  ])('refuses %j in Korean', (q, message) => {
    const r = listApplicationsQuerySchema.safeParse(q);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });
});
