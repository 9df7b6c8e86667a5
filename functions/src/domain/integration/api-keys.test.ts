import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { nodeCrypto } from '../../adapters/node-crypto.ts';
import type { ApiKeyRecord, ApiKeyRepository, TenantRepositories } from '../ports.ts';
import { apiKeyHash } from './api-key.ts';
import { readBearer } from '../read-bearer.ts';
import { authenticateIntegrator } from './authenticate-integrator.ts';
import { createApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { revokeApiKey } from './revoke-api-key.ts';
import { integrationMessages } from '@portal/shared/messages/integration';
import type { AppContext } from '../context.ts';
import { memoryAbuse } from '../abuse/abuse-test-store.ts';

const NOW = new Date('2026-03-01T00:00:00.000Z');

/** One tenant's keys in memory, as the DynamoDB repository answers them; counts the use records it was asked for. */
function memoryKeys() {
  const byHash = new Map<string, ApiKeyRecord>();
  const uses: string[] = [];
  const repo: ApiKeyRepository = {
    async create(k) {
      byHash.set(k.keyHash, { ...k });
    },
    findByHash: async (h) => (byHash.has(h) ? { ...byHash.get(h)! } : undefined),
    list: async () => [...byHash.values()],
    async revoke(id, at) {
      const k = [...byHash.values()].find((x) => x.id === id);
      if (!k) return 'not-found';
      if (k.revokedAt) return 'already';
      k.revokedAt = at;
      return 'revoked';
    },
    async recordUse(h, at, since) {
      const k = byHash.get(h)!;
      if (!k.lastUsedAt || k.lastUsedAt < since) {
        k.lastUsedAt = at;
        uses.push(at);
      }
    },
  };
  return { repo, byHash, uses };
}

function tenant(now = NOW) {
  const keys = memoryKeys();
  const clock = { now: () => now };
  const ctx = { repos: { apiKeys: keys.repo, abuse: memoryAbuse(), company: { getRecent: async () => undefined } } as unknown as TenantRepositories, crypto: nodeCrypto('p'.repeat(32)), clock, origin: { sourceIp: '192.0.2.1' } } as unknown as AppContext;
  return { ctx, keys, clock };
}

describe('API keys', () => {
  it('makes a long random key with a recognisable prefix and stores only its keyed hash and last four characters', async () => {
    const { ctx, keys } = tenant();
    const made = await createApiKey(ctx, { name: ' 인사 시스템 ' });
    expect(made.key).toMatch(/^rpk_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: '인사 시스템', createdAt: NOW.toISOString() });
    const [stored] = [...keys.byHash.values()];
    expect(stored).toEqual({ id: made.id, name: '인사 시스템', keyHash: apiKeyHash(ctx.crypto, made.key), last4: made.key.slice(-4), createdAt: NOW.toISOString(), scopes: ['read'] });
    expect(JSON.stringify(stored)).not.toContain(made.key.slice(4));
    // Another pepper gives another hash: the stored hash is useless without the portal's secret.
    expect(apiKeyHash(nodeCrypto('q'.repeat(32)), made.key)).not.toBe(stored!.keyHash);
    const other = await createApiKey(ctx, {});
    expect(other.key).not.toBe(made.key);
    expect(other.name).toBe(other.id);
  });

  it('grants reading alone unless more is asked for, in a fixed order, and reads a key made before scopes as reading', async () => {
    const { ctx, keys } = tenant();
    expect((await createApiKey(ctx, {})).scopes).toEqual(['read']);
    const wide = await createApiKey(ctx, { scopes: ['handoff', 'read', 'export'] });
    expect(wide.scopes).toEqual(['read', 'export', 'handoff']);
    expect(await authenticateIntegrator(ctx, `Bearer ${wide.key}`)).toEqual({ keyId: wide.id, keyHash: apiKeyHash(ctx.crypto, wide.key), scopes: ['read', 'export', 'handoff'] });
    const old = await createApiKey(ctx, { scopes: ['export'] });
    delete (keys.byHash.get(apiKeyHash(ctx.crypto, old.key)) as { scopes?: unknown }).scopes;
    expect((await authenticateIntegrator(ctx, `Bearer ${old.key}`)).scopes).toEqual(['read']);
  });

  it('lists keys without their hashes, and revokes one once', async () => {
    const { ctx } = tenant();
    const made = await createApiKey(ctx, { name: 'a' });
    expect(await listApiKeys(ctx)).toEqual([{ id: made.id, name: 'a', last4: made.key.slice(-4), createdAt: NOW.toISOString(), scopes: ['read'] }]);
    expect(await revokeApiKey(ctx, { keyId: made.id })).toBe('revoked');
    expect(await revokeApiKey(ctx, { keyId: made.id })).toBe('already');
    expect(await revokeApiKey(ctx, { keyId: 'key_nope' })).toBe('not-found');
    expect((await listApiKeys(ctx))[0]!.revokedAt).toBe(NOW.toISOString());
  });
});

describe('the integrator caller', () => {
  it('reads only `Bearer <token>` from the Authorization header', () => {
    expect(readBearer(undefined)).toEqual({ kind: 'missing' });
    expect(readBearer('  ')).toEqual({ kind: 'missing' });
    expect(readBearer('Bearer abc')).toEqual({ kind: 'token', token: 'abc' });
    expect(readBearer('bearer  abc ')).toEqual({ kind: 'token', token: 'abc' });
    for (const bad of ['abc', 'Basic abc', 'Bearer', 'Bearer a b', 'Bearer\tabc']) expect(readBearer(bad), bad).toEqual({ kind: 'malformed' });
  });

  it("answers the key's id for a live key of the tenant", async () => {
    const { ctx } = tenant();
    const made = await createApiKey(ctx, {});
    expect(await authenticateIntegrator(ctx, `Bearer ${made.key}`)).toEqual({ keyId: made.id, keyHash: apiKeyHash(ctx.crypto, made.key), scopes: ['read'] });
  });

  it.each([
    ['no header', undefined, messages.api.integratorOnly],
    ['another scheme', 'Basic abc', integrationMessages.malformedAuthorization],
    ['a token of another shape', 'Bearer abc', integrationMessages.invalidKey],
    ['a key the tenant never made', `Bearer rpk_${'x'.repeat(43)}`, integrationMessages.invalidKey],
  ])('refuses %s with 401 and a Korean message', async (_what, header, message) => {
    const { ctx } = tenant();
    await createApiKey(ctx, {});
    await expect(authenticateIntegrator(ctx, header)).rejects.toMatchObject({ kind: 'unauthorized', message });
  });

  it('refuses a revoked key as it refuses an unknown one', async () => {
    const { ctx } = tenant();
    const made = await createApiKey(ctx, {});
    await revokeApiKey(ctx, { keyId: made.id });
    await expect(authenticateIntegrator(ctx, `Bearer ${made.key}`)).rejects.toMatchObject({ kind: 'unauthorized', message: integrationMessages.invalidKey });
  });

  it('refuses the key of another tenant (each tenant looks keys up in its own store only)', async () => {
    const a = tenant();
    const b = tenant();
    const made = await createApiKey(a.ctx, {});
    await expect(authenticateIntegrator(b.ctx, `Bearer ${made.key}`)).rejects.toMatchObject({ kind: 'unauthorized', message: integrationMessages.invalidKey });
  });

  it("records a key's use at most once an hour, and a failed record does not refuse the call", async () => {
    let now = NOW;
    const { ctx, keys } = tenant();
    ctx.clock.now = () => now;
    const made = await createApiKey(ctx, {});
    await authenticateIntegrator(ctx, `Bearer ${made.key}`);
    now = new Date(NOW.getTime() + 10 * 60_000);
    await authenticateIntegrator(ctx, `Bearer ${made.key}`);
    expect(keys.uses).toEqual([NOW.toISOString()]);
    now = new Date(NOW.getTime() + 61 * 60_000);
    await authenticateIntegrator(ctx, `Bearer ${made.key}`);
    expect(keys.uses).toHaveLength(2);
    keys.repo.recordUse = async () => {
      throw new Error('throttled');
    };
    now = new Date(NOW.getTime() + 3 * 3600_000);
    expect(await authenticateIntegrator(ctx, `Bearer ${made.key}`)).toEqual({ keyId: made.id, keyHash: apiKeyHash(ctx.crypto, made.key), scopes: ['read'] });
  });
});
