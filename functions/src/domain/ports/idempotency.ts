/**
 * Idempotency keys of applicants' writes (docs/reliability.md 'Store faults'): what a write sent with a key answered,
 * kept for its retries. Each repository writes the record in the write's own transaction, so it exists exactly when
 * the write happened; this port only reads it.
 */

/** What one try with a key left: the keyed hash of its request and the answer it got. */
export interface IdempotencyRecord<A> {
  requestHash: string;
  answer: A;
}

/** A write's key and the record to store with it (the answer is known before the write). */
export interface IdempotentWrite<A> {
  key: string;
  record: IdempotencyRecord<A>;
}

/** A write whose key another try with the same key had already used: nothing was written, and that try's record answers. */
export interface DuplicateKey<A> {
  ok: false;
  reason: 'duplicate';
  record: IdempotencyRecord<A>;
}

/** Where a key's record lives: the applicant's partition, or for a visitor (no applicant yet) a partition of the key's own. */
export type IdempotencyScope = { applicantId: number } | 'visitor';

export interface IdempotencyRepository {
  /** The record an earlier write in this scope left with the key, while it lasts (a day); a consistent read. */
  find<A>(scope: IdempotencyScope, key: string): Promise<IdempotencyRecord<A> | undefined>;
}
