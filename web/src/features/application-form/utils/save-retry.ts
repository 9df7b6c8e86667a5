import { isApiError } from '../../../lib/api-client.ts';

/**
 * How a page save is tried again when it got no answer (docs/reliability.md 'Store faults'): every try of one save
 * carries the same idempotency key, so a try whose first was written gets that answer back instead of 'stale'.
 */

/** The waits before the 2nd, 3rd and 4th try; each is jittered by ±25 % so that many browsers do not retry in step. */
export const SAVE_RETRY_DELAYS_MS: readonly number[] = [500, 1_000, 2_000];

/** No answer at all (status 0), a server failure (5xx) or 'too many requests' (429): the same request may succeed later. */
export const isRetryableSaveFailure = (e: unknown): boolean => isApiError(e) && (e.status === 0 || e.status === 429 || e.status >= 500);

/** The wait before retry `retry` (1 for the first retry), jittered. */
export const saveRetryDelay = (retry: number, random: () => number = Math.random): number =>
  Math.round(SAVE_RETRY_DELAYS_MS[Math.min(retry, SAVE_RETRY_DELAYS_MS.length) - 1]! * (0.75 + random() * 0.5));

/**
 * A new idempotency key (UUID v4) for one save. crypto.randomUUID exists only in secure contexts (https, localhost);
 * a page opened over plain http on another address builds the same from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
