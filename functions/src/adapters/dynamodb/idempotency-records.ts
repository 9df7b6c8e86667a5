import type { DuplicateKey, IdempotencyRecord, IdempotencyRepository, IdempotencyScope, IdempotentWrite } from '../../domain/ports.ts';
import { entity, keys, type ItemKey } from './keys.ts';
import type { Item, TenantTable, TransactOp, TransactResult } from './tenant-table.ts';

/**
 * The records applicants' writes sent with an Idempotency-Key leave (docs/data-model.md 'Idempotency'): one module for
 * every such write, so each repository adds its key's record to its own transaction the same way.
 */

/** How long a key's record answers its retries (the browser retries within seconds; a day is generous). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

const epochSeconds = (now: () => Date) => Math.floor(now().getTime() / 1000);

/** An applicant's keys live in the applicant's partition; a visitor's (an auth save: no applicant yet) each in its own. */
const recordKey = (scope: IdempotencyScope, key: string): ItemKey => (scope === 'visitor' ? keys.visitorIdempotency(key) : keys.applicantIdempotency(scope.applicantId, key));

/** A record past its TTL that DynamoDB has not removed yet (it may take a day or two) counts as gone. */
function liveRecord<A>(item: Item | undefined, nowSeconds: number): IdempotencyRecord<A> | undefined {
  const i = item as (IdempotencyRecord<A> & { expiresAt?: number }) | undefined;
  if (!i || (i.expiresAt !== undefined && i.expiresAt <= nowSeconds)) return undefined;
  return { requestHash: i.requestHash, answer: i.answer };
}

/** A write's key and where its record goes; absent for a write sent without a key. */
export type KeyedRecord<A> = { scope: IdempotencyScope; write: IdempotentWrite<A> } | undefined;

/**
 * Runs a write's transaction with its key's record as one more Put, on condition that the key has no live record, so
 * the record exists exactly when the write happened. When a try with the same key came first (its write is why this
 * one's conditions failed), nothing was written and that try's record is the answer: from the cancellation (ALL_OLD),
 * else read (a store that reports only the first failed condition).
 */
export async function transactWithRecord<A>(
  table: TenantTable,
  ops: TransactOp[],
  keyed: KeyedRecord<A>,
  now: () => Date,
  send: (ops: TransactOp[]) => Promise<TransactResult> = (all) => table.transact(all),
): Promise<TransactResult | DuplicateKey<A>> {
  if (!keyed) return send(ops);
  const at = epochSeconds(now);
  const key = recordKey(keyed.scope, keyed.write.key);
  const owner = keyed.scope === 'visitor' ? {} : { applicantId: keyed.scope.applicantId };
  const result = await send([
    ...ops,
    {
      kind: 'put',
      key,
      entity: entity.idempotency,
      item: { ...owner, ...keyed.write.record, version: 1, expiresAt: at + IDEMPOTENCY_TTL_SECONDS },
      condition: 'attribute_not_exists(pk) OR expiresAt <= :now',
      values: { ':now': at },
      returnOnFailure: true,
    },
  ]);
  if (result.ok) return result;
  const won = liveRecord<A>(result.items[ops.length] ?? (await table.get(key, { consistent: true })), at);
  return won ? { ok: false, reason: 'duplicate', record: won } : result;
}

/** A write's outcome with a key: a DuplicateKey when another try with the key came first. */
export const isDuplicateKey = <A>(r: TransactResult | DuplicateKey<A>): r is DuplicateKey<A> => 'record' in r;

export function idempotencyRepository(table: TenantTable, now: () => Date): IdempotencyRepository {
  return {
    async find<A>(scope: IdempotencyScope, key: string) {
      return liveRecord<A>(await table.get(recordKey(scope, key), { consistent: true }), epochSeconds(now));
    },
  };
}
