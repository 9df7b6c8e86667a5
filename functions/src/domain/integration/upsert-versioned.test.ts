import { describe, expect, it } from 'vitest';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import { nodeCrypto } from '../../adapters/node-crypto.ts';
import { conflict, DomainError } from '../errors.ts';
import type { RevisionRecord, RevisionRepository, TenantRepositories } from '../ports.ts';
import { canonicalJson } from '@portal/shared/canonical-json';
import { upsertVersioned } from './upsert-versioned.ts';

/** One tenant's revisions in memory, with the conditions of the DynamoDB repository. */
function memoryRevisions() {
  const items = new Map<string, RevisionRecord>();
  const repo: RevisionRepository = {
    get: async ({ kind, id }) => (items.has(`${kind}#${id}`) ? { ...items.get(`${kind}#${id}`)! } : undefined),
    async begin({ kind, id }, from, hash, at) {
      const k = `${kind}#${id}`;
      if ((items.get(k)?.version ?? 0) !== from || (from === 0 && items.has(k))) return false;
      items.set(k, { version: from + 1, hash, pending: true, at });
      return true;
    },
    async finish({ kind, id }, version) {
      const item = items.get(`${kind}#${id}`);
      if (item?.version === version) item.pending = false;
    },
    async release({ kind, id }, version, hash, at) {
      const k = `${kind}#${id}`;
      const item = items.get(k);
      if (item?.version !== version || item.hash !== hash || !item.pending) return;
      if (version <= 1) items.delete(k);
      else items.set(k, { version: version - 1, hash: '', pending: false, at });
    },
    async supersedeConfiguration(at) {
      for (const [k, item] of items) items.set(k, { version: item.version + 1, hash: '', pending: false, at });
      return items.size;
    },
  };
  return { repo, items };
}

function context(now = new Date('2026-03-01T00:00:00.000Z')) {
  const { repo, items } = memoryRevisions();
  const clock = { now: () => now };
  return { ctx: { repos: { revisions: repo } as unknown as TenantRepositories, crypto: nodeCrypto('pepper'), clock }, items, clock };
}

const conflictError = () => conflict('다른 기관이 쓰는 번호입니다.');
const conflictOf = async (p: Promise<unknown>) => {
  const e = await p.then(() => undefined, (x: unknown) => x);
  expect(e).toBeInstanceOf(DomainError);
  return { kind: (e as DomainError).kind, message: (e as DomainError).message, details: (e as DomainError).details };
};

describe('upsertVersioned', () => {
  it('writes once for a body and its retries, whatever version the retry carries', async () => {
    const { ctx } = context();
    let writes = 0;
    const write = async () => void writes++;
    expect(await upsertVersioned(ctx, { kind: 'posting', id: '1', version: 0, content: { a: 1, b: [1, 2] } }, write)).toEqual({ version: 1, changed: true });
    // The same content with its keys in another order is the same body.
    expect(await upsertVersioned(ctx, { kind: 'posting', id: '1', version: 0, content: { b: [1, 2], a: 1 } }, write)).toEqual({ version: 1, changed: false });
    expect(await upsertVersioned(ctx, { kind: 'posting', id: '1', version: 1, content: { a: 1, b: [1, 2] } }, write)).toEqual({ version: 1, changed: false });
    expect(writes).toBe(1);
  });

  it('refuses another body at a version that is not the current one, naming the current one', async () => {
    const { ctx } = context();
    const write = async () => {};
    await upsertVersioned(ctx, { kind: 'project', id: '7', version: 0, content: { t: '첫' } }, write);
    expect(await conflictOf(upsertVersioned(ctx, { kind: 'project', id: '7', version: 0, content: { t: '둘' } }, write))).toEqual({ kind: 'conflict', message: m.versionConflict(1), details: { currentVersion: 1 } });
    expect(await conflictOf(upsertVersioned(ctx, { kind: 'project', id: '8', version: 3, content: { t: '새' } }, write))).toMatchObject({ details: { currentVersion: 0 } });
    expect(await upsertVersioned(ctx, { kind: 'project', id: '7', version: 1, content: { t: '둘' } }, write)).toEqual({ version: 2, changed: true });
  });

  it('no longer takes the last body as a retry once an import rewrote the item: the old version is refused, the current one writes', async () => {
    const { ctx } = context();
    let writes = 0;
    const write = async () => void writes++;
    const body = { kind: 'posting' as const, id: '5', content: { title: '연동 공고' } };
    expect(await upsertVersioned(ctx, { ...body, version: 0 }, write)).toEqual({ version: 1, changed: true });
    expect(await ctx.repos.revisions.supersedeConfiguration('2026-03-02T00:00:00.000Z')).toBe(1);
    expect(await conflictOf(upsertVersioned(ctx, { ...body, version: 1 }, write))).toMatchObject({ kind: 'conflict', details: { currentVersion: 2 } });
    expect(await upsertVersioned(ctx, { ...body, version: 2 }, write)).toEqual({ version: 3, changed: true });
    expect(writes).toBe(2);
  });

  it("finishes a body whose writes were cut short when it is retried, and holds other writers off until then", async () => {
    const { ctx, clock } = context();
    const failing = async () => {
      throw new Error('Lambda timed out');
    };
    await expect(upsertVersioned(ctx, { kind: 'step', id: '1-2', version: 0, content: { s: 1 } }, failing)).rejects.toThrow('Lambda timed out');
    // Another body while the first one's writes may still be under way: refused.
    expect(await conflictOf(upsertVersioned(ctx, { kind: 'step', id: '1-2', version: 1, content: { s: 2 } }, async () => {}))).toMatchObject({ kind: 'conflict' });
    let finished = 0;
    expect(await upsertVersioned(ctx, { kind: 'step', id: '1-2', version: 0, content: { s: 1 } }, async () => void finished++)).toEqual({ version: 1, changed: false });
    expect(finished).toBe(1);
    // An abandoned one (no retry for a minute) no longer holds the item.
    await expect(upsertVersioned(ctx, { kind: 'step', id: '3-4', version: 0, content: { s: 1 } }, failing)).rejects.toThrow();
    clock.now = () => new Date('2026-03-01T00:01:01.000Z');
    expect(await upsertVersioned(ctx, { kind: 'step', id: '3-4', version: 1, content: { s: 2 } }, async () => {})).toEqual({ version: 2, changed: true });
  });

  it('gives back the version of a body refused for what it holds, so the next body writes at that version at once', async () => {
    const { ctx, items } = context();
    const tooLarge = async () => {
      throw Object.assign(new Error('Item size has exceeded the maximum allowed size'), { name: 'ValidationException' });
    };
    const write = async () => {};
    expect(await upsertVersioned(ctx, { kind: 'company', id: 'company', version: 0, content: { n: 1 } }, write)).toEqual({ version: 1, changed: true });
    await expect(upsertVersioned(ctx, { kind: 'company', id: 'company', version: 1, content: { n: 'x'.repeat(10) } }, tooLarge)).rejects.toThrow('Item size');
    expect(await upsertVersioned(ctx, { kind: 'company', id: 'company', version: 1, content: { n: 2 } }, write)).toEqual({ version: 2, changed: true });
    // A first body refused by the use case (a 4xx) leaves no revision behind: version 0 creates.
    const taken = async () => {
      throw conflictError();
    };
    await expect(upsertVersioned(ctx, { kind: 'posting', id: '9', version: 0, content: { t: 1 } }, taken)).rejects.toBeInstanceOf(DomainError);
    expect(items.has('posting#9')).toBe(false);
    expect(await upsertVersioned(ctx, { kind: 'posting', id: '9', version: 0, content: { t: 2 } }, write)).toEqual({ version: 1, changed: true });
  });

  it('writes canonical JSON: sorted keys, undefined properties left out', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: undefined }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"z":1}]},"b":1}');
  });
});
