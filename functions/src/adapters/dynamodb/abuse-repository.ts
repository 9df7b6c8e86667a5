import { randomUUID } from 'node:crypto';
import type { AbuseRepository, PairFailures } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

export function abuseRepository(table: TenantTable): AbuseRepository {
  return {
    async pair(personHash, route, addressHash) {
      // Consistent: the swap that follows is conditioned on exactly what was read.
      const item = await table.get<{ failures?: number; lastAt?: number; skippedWait?: boolean }>(keys.failurePair(personHash, route, addressHash), { consistent: true });
      return item && typeof item.failures === 'number' ? { failures: item.failures, lastAt: item.lastAt ?? 0, skippedWait: item.skippedWait === true } : undefined;
    },
    async swapPair(personHash, route, addressHash, seen: PairFailures | undefined, next, ttlSeconds) {
      const r = await table.update(keys.failurePair(personHash, route, addressHash), {
        update: 'SET #e = :e, failures = :n, lastAt = :at, skippedWait = :skipped, expiresAt = :ttl, writeId = :w',
        // Only over the record the decision was made on: concurrent tries each decide again on the newer one. The SDK's
        // retry of a swap whose first try was applied finds its own write id, so one try is never counted twice.
        condition: `${seen ? '(failures = :seenN AND lastAt = :seenAt)' : 'attribute_not_exists(failures)'} OR writeId = :w`,
        names: { '#e': 'entity' },
        values: { ':e': entity.failureCount, ':n': next.failures, ':at': next.lastAt, ':skipped': next.skippedWait === true, ':ttl': Math.floor(next.lastAt / 1000) + ttlSeconds, ':w': randomUUID(), ...(seen ? { ':seenN': seen.failures, ':seenAt': seen.lastAt } : {}) },
      });
      return r !== undefined;
    },
    async giveBackPair(personHash, route, addressHash) {
      await table.update(keys.failurePair(personHash, route, addressHash), { update: 'ADD failures :minus', condition: 'failures > :zero', values: { ':minus': -1, ':zero': 0 } });
    },
    async clearPerson(personHash) {
      const items = await table.queryPrefix(keys.failurePerson(personHash));
      await table.deleteMany(items.map((i) => table.keyOf(i)));
    },
    async countAddressFailure(route, addressHash, hourBucket) {
      await table.update(keys.failureAddressRate(route, addressHash, hourBucket), {
        update: 'SET #e = if_not_exists(#e, :e), expiresAt = :ttl ADD failures :one',
        names: { '#e': 'entity' },
        values: { ':e': entity.failureCount, ':ttl': (hourBucket + 2) * 3600, ':one': 1 },
      });
    },
    async addressFailures(route, addressHash, hourBucket) {
      const item = await table.get<{ failures?: number }>(keys.failureAddressRate(route, addressHash, hourBucket));
      return item?.failures ?? 0;
    },
    async useProof(challengeId, expiresAtSeconds) {
      // The first use writes the marker with a write id of its own; any later use finds another's. The SDK's retry of
      // a write whose first try was applied finds its own id: the honest client is let in once, not asked again.
      const r = await table.update(keys.usedChallenge(challengeId), {
        update: 'SET #e = :e, expiresAt = :ttl, writeId = :w',
        condition: 'attribute_not_exists(#e) OR writeId = :w',
        names: { '#e': 'entity' },
        values: { ':e': entity.usedChallenge, ':ttl': expiresAtSeconds + 60, ':w': randomUUID() },
      });
      return r !== undefined;
    },
  };
}
