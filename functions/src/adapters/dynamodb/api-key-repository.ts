import type { ApiKeyRecord, ApiKeyRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

type StoredKey = ApiKeyRecord & Record<string, unknown>;

/**
 * API keys of one tenant. The key item lives in its own partition under its keyed hash (read on every integration
 * call, so it shares no partition with anything hot); an index item in the configuration partition lists the tenant's
 * keys by id for the CLI. Only hashes are stored: the key itself is shown once, when it is made.
 */
export function apiKeyRepository(table: TenantTable): ApiKeyRepository {
  const record = (item: Record<string, unknown>): ApiKeyRecord => stripKeys<ApiKeyRecord>(item);
  return {
    async create(key) {
      const created = await table.createAll([
        { key: keys.apiKey(key.keyHash), entity: entity.apiKey, data: { ...key } },
        { key: keys.apiKeyIndex(key.id), entity: entity.apiKeyIndex, data: { id: key.id, keyHash: key.keyHash } },
      ]);
      // 256 random bits and a random id: a collision means the caller reused a key, never chance.
      if (!created) throw new Error('API key or key id already exists');
    },
    async findByHash(keyHash) {
      const item = await table.get<StoredKey>(keys.apiKey(keyHash));
      return item ? record(item) : undefined;
    },
    async list() {
      const index = await table.queryPrefix<{ keyHash: string }>(keys.apiKeyIndexPrefix());
      const found = await Promise.all(index.map((i) => table.get<StoredKey>(keys.apiKey(i.keyHash))));
      return found
        .filter((i): i is StoredKey => i !== undefined)
        .map(record)
        .sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x.id.localeCompare(y.id));
    },
    async revoke(keyId, at) {
      const index = await table.get<{ keyHash: string }>(keys.apiKeyIndex(keyId));
      if (!index) return 'not-found';
      const revoked = await table.update(keys.apiKey(index.keyHash), {
        update: 'SET revokedAt = :at ADD version :one',
        condition: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
        values: { ':at': at, ':one': 1 },
      });
      if (revoked) return 'revoked';
      return (await table.get(keys.apiKey(index.keyHash))) ? 'already' : 'not-found';
    },
    async recordUse(keyHash, at, unlessSince) {
      // Conditional: concurrent calls of one key write it once, and a revoked or deleted key is not brought back.
      await table.update(keys.apiKey(keyHash), {
        update: 'SET lastUsedAt = :at',
        condition: 'attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :since)',
        values: { ':at': at, ':since': unlessSince },
      });
    },
  };
}
