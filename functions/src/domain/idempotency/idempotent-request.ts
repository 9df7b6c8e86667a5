import { idempotencyMessages } from '@portal/shared/messages/idempotency';
import type { AppContext } from '../context.ts';
import { unprocessable } from '../errors.ts';
import type { IdempotencyRecord, IdempotencyScope, IdempotentWrite } from '../ports.ts';
import { canonicalJson } from '@portal/shared/canonical-json';

/**
 * An applicant's write sent with an Idempotency-Key (docs/reliability.md 'Store faults'): one key per user action, the
 * same on every try of it. The first try that writes stores its answer with the key in the write's own transaction;
 * a later try with the key answers that answer and writes nothing; the key with other content is refused (422).
 */
export interface IdempotentRequest {
  scope: IdempotencyScope;
  key: string;
  /** What makes two tries the same request: the operation and its content as sent. */
  requestHash: string;
}

/**
 * The request's key and hash, or undefined when it came without a key. The hash is keyed (HMAC with the pepper) over
 * canonical JSON, so a stored record confirms no guess of what was sent (an auth save's password included).
 */
export function idempotentRequest(ctx: AppContext, scope: IdempotencyScope, header: string | undefined, operation: string, content: unknown): IdempotentRequest | undefined {
  if (!header) return undefined;
  // A UUID in either case is the same key.
  return { scope, key: header.toLowerCase(), requestHash: ctx.crypto.keyedHash(canonicalJson({ operation, content })) };
}

/** A retry answers what its first try answered; the key sent again with other content is refused (422, `reused`). */
export function replayAnswer<A>(record: IdempotencyRecord<A>, request: IdempotentRequest, reused: string = idempotencyMessages.keyReused): A {
  if (record.requestHash !== request.requestHash) throw unprocessable(reused, { code: 'idempotencyKeyReused' });
  return record.answer;
}

/** The answer an earlier try with this key got (a consistent read), or undefined when there is none or no key was sent. */
export async function earlierAnswer<A>(ctx: AppContext, request: IdempotentRequest | undefined, reused?: string): Promise<A | undefined> {
  const record = request && (await ctx.repos.idempotency.find<A>(request.scope, request.key));
  return record && replayAnswer(record, request!, reused);
}

/** The record a write stores with its key: the request's hash and the answer the write is about to give. */
export const keyedWrite = <A>(request: IdempotentRequest | undefined, answer: A): IdempotentWrite<A> | undefined =>
  request && { key: request.key, record: { requestHash: request.requestHash, answer } };
