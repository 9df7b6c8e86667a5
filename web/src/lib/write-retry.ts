import { isApiError } from './api-client.ts';

/**
 * How an applicant's write is tried again when it got no answer (docs/reliability.md 'Store faults'): every try of one
 * user action carries the same idempotency key, so a try whose first was written gets that answer back instead of a
 * refusal ('stale', 'already submitted') or a second record. send-with-retries.ts runs the tries.
 */

/** The waits before the 2nd, 3rd and 4th try; each is jittered by ±25 % so that many browsers do not retry in step. */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [500, 1_000, 2_000];

/** No answer at all (status 0), a server failure (5xx) or 'too many requests' (429): the same request may succeed later. */
export const isRetryableWriteFailure = (e: unknown): boolean => isApiError(e) && (e.status === 0 || e.status === 429 || e.status >= 500);

/** The wait before retry `retry` (1 for the first retry), jittered. */
export const writeRetryDelay = (retry: number, random: () => number = Math.random): number =>
  Math.round(WRITE_RETRY_DELAYS_MS[Math.min(retry, WRITE_RETRY_DELAYS_MS.length) - 1]! * (0.75 + random() * 0.5));

/**
 * A new idempotency key (UUID v4) for one user action. crypto.randomUUID exists only in secure contexts (https,
 * localhost); a page opened over plain http on another address builds the same from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
