import { createHmac } from 'node:crypto';
import type { DuplicateKey, IdempotencyRecord, IdempotencyRepository, IdempotencyScope, IdempotentWrite } from '../ports.ts';

/** Test support: the keyed hash of the crypto port (an HMAC under a test pepper). */
export const testKeyedHash = (value: string) => createHmac('sha256', 'test-pepper').update(value).digest('hex');

/**
 * Test support: idempotency records in memory, written as the DynamoDB repositories write them: a keyed write whose key
 * has a record writes nothing and answers that record; otherwise the write and its record happen together.
 */
export function memoryIdempotency() {
  const records = new Map<string, IdempotencyRecord<unknown>>();
  const id = (scope: IdempotencyScope, key: string) => `${scope === 'visitor' ? 'visitor' : scope.applicantId}#${key}`;
  const repo: IdempotencyRepository = { find: async <A>(scope: IdempotencyScope, key: string) => records.get(id(scope, key)) as IdempotencyRecord<A> | undefined };
  function write<A>(scope: IdempotencyScope, idempotency: IdempotentWrite<A> | undefined, apply: () => boolean): boolean | DuplicateKey<A> {
    const held = idempotency && records.get(id(scope, idempotency.key));
    if (held) return { ok: false, reason: 'duplicate', record: held as IdempotencyRecord<A> };
    const written = apply();
    if (written && idempotency) records.set(id(scope, idempotency.key), idempotency.record);
    return written;
  }
  return { repo, write, records };
}
