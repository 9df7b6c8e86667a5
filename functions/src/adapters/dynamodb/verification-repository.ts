import type { CodeRecord, VerificationRepository } from '../../domain/ports.ts';
import { entity, keys, TENANT_RATE_SHARDS, type ItemKey } from './keys.ts';
import { outboxPutOp } from './outbox-repository.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

export function verificationRepository(table: TenantTable, now: () => Date): VerificationRepository {
  return {
    async putCode(recipientHash, record, ttlSeconds, message) {
      const sk = keys.verification(record.channel, record.purpose, recipientHash);
      // A new code replaces the old one unconditionally (the old code simply stops working), with its message in the
      // same transaction: the code exists exactly when its message is queued.
      const subject = record.subjectId !== undefined;
      const set = ['#e = :e', 'channel = :c', 'purpose = :p', 'projectId = :pr', 'codeHash = :h', 'codeExpiresAt = :x', 'attempts = :z', 'expiresAt = :ttl', 'version = if_not_exists(version, :z) + :one'];
      const remove = ['verifiedAt', 'verifiedUntil', 'consumedAt', 'person'];
      (subject ? set.push('subjectId = :s') : remove.push('subjectId'), message ? set.push('messageId = :m') : remove.push('messageId'));
      const op = {
        kind: 'update' as const,
        key: sk,
        update: `SET ${set.join(', ')} REMOVE ${remove.join(', ')}`,
        names: { '#e': 'entity' },
        values: {
          ':e': entity.verification,
          ':c': record.channel,
          ':p': record.purpose,
          ':pr': record.projectId,
          ':h': record.codeHash,
          ':x': record.codeExpiresAt,
          ':z': 0,
          ':one': 1,
          ':ttl': record.codeExpiresAt + ttlSeconds,
          ...(subject ? { ':s': record.subjectId } : {}),
          ...(message ? { ':m': message.id } : {}),
        },
      };
      if (!message) return void (await table.update(sk, op));
      const r = await table.transact([op, outboxPutOp(table, message, now())]);
      if (!r.ok) throw new Error(`code not stored: ${r.reasons.join(', ')}`);
    },
    async get(channel, purpose, recipientHash) {
      const item = await table.get(keys.verification(channel, purpose, recipientHash));
      return item ? stripKeys<CodeRecord>(item) : undefined;
    },
    async tryAttempt(channel, purpose, recipientHash, maxAttempts, now) {
      // The limit check and the count are one write: concurrent guesses cannot all see a low count.
      const r = await table.update(keys.verification(channel, purpose, recipientHash), {
        update: 'ADD attempts :one',
        condition: 'attribute_exists(codeHash) AND attempts < :max AND codeExpiresAt >= :now AND attribute_not_exists(verifiedAt) AND attribute_not_exists(consumedAt)',
        values: { ':one': 1, ':max': maxAttempts, ':now': now },
      });
      return r ? stripKeys<CodeRecord>(r) : undefined;
    },
    async markVerified(channel, purpose, recipientHash, codeHash, now, verifiedUntil, person) {
      const r = await table.update(keys.verification(channel, purpose, recipientHash), {
        update: `SET verifiedAt = :now, verifiedUntil = :until, expiresAt = :ttl${person ? ', person = :person' : ''}`,
        condition: 'codeHash = :h AND codeExpiresAt >= :now AND attribute_not_exists(verifiedAt) AND attribute_not_exists(consumedAt)',
        values: { ':now': now, ':until': verifiedUntil, ':ttl': verifiedUntil + 3600, ':h': codeHash, ...(person ? { ':person': person } : {}) },
      });
      return r !== undefined;
    },
    async consume(channel, purpose, recipientHash, now, by) {
      const r = await table.update(keys.verification(channel, purpose, recipientHash), {
        update: by ? 'SET consumedAt = :now, consumedBy = :by' : 'SET consumedAt = :now',
        // Unused, or used by an earlier try of the same auth save (its key).
        condition: `attribute_exists(verifiedAt) AND verifiedUntil >= :now AND (attribute_not_exists(consumedAt)${by ? ' OR consumedBy = :by' : ''})`,
        values: { ':now': now, ...(by ? { ':by': by } : {}) },
      });
      return r !== undefined;
    },
    countSend: (channel, recipientHash, hourBucket, limit) => countInHour(table, keys.verificationRate(channel, recipientHash, hourBucket), hourBucket, limit),
    sends: (channel, recipientHash, hourBucket) => countedInHour(table, keys.verificationRate(channel, recipientHash, hourBucket)),
    countAddressSend: (addressHash, hourBucket, limit) => countInHour(table, keys.verificationAddressRate(addressHash, hourBucket), hourBucket, limit),
    addressSends: (addressHash, hourBucket) => countedInHour(table, keys.verificationAddressRate(addressHash, hourBucket)),
    countMailSend: (scope, id, hourBucket, limit) => countInHour(table, keys.mailRate(scope === 'applicant' ? 'A' : 'R', id, hourBucket), hourBucket, limit),
    async countTenantSend(hourBucket, limit) {
      // Every send of a tenant would update one item: on deadline day that single item is the hottest write of the
      // tenant, and one item cannot be split by DynamoDB's adaptive capacity. So the hour's budget is spread over a
      // few shard items whose limits add up to it exactly; a send starts at a random shard and moves on while one is full.
      const start = Math.floor(Math.random() * TENANT_RATE_SHARDS);
      for (let i = 0; i < TENANT_RATE_SHARDS; i++) {
        const shard = (start + i) % TENANT_RATE_SHARDS;
        const shardLimit = Math.floor(limit / TENANT_RATE_SHARDS) + (shard < limit % TENANT_RATE_SHARDS ? 1 : 0);
        if (shardLimit > 0 && (await countInHour(table, keys.verificationTenantRate(hourBucket, shard), hourBucket, shardLimit))) return true;
      }
      return false;
    },
    async tenantSends(hourBucket) {
      // One small read per shard, at once; the previous hour's shards change no more (but for a give-back).
      const shards = await Promise.all(Array.from({ length: TENANT_RATE_SHARDS }, (_, s) => countedInHour(table, keys.verificationTenantRate(hourBucket, s))));
      return shards.reduce((a, b) => a + b, 0);
    },
  };
}



/** One conditional ADD on an hourly counter item: counts and checks the limit in the same write; kept two hours. */
async function countInHour(table: TenantTable, key: ItemKey, hourBucket: number, limit: number): Promise<boolean> {
  const r = await table.update(key, {
    update: 'SET #e = if_not_exists(#e, :e), expiresAt = :ttl ADD sends :one',
    condition: 'attribute_not_exists(sends) OR sends < :limit',
    names: { '#e': 'entity' },
    values: { ':e': entity.verificationRate, ':ttl': (hourBucket + 2) * 3600, ':one': 1, ':limit': limit },
  });
  return r !== undefined;
}

/** What an hourly counter item holds (0 when it does not exist). */
async function countedInHour(table: TenantTable, key: ItemKey): Promise<number> {
  return (await table.get<{ sends?: number }>(key))?.sends ?? 0;
}
