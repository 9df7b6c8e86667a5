import { isRetryableWriteFailure, newIdempotencyKey, WRITE_RETRY_DELAYS_MS, writeRetryDelay } from './write-retry.ts';

/**
 * One user action's write (a page save, answers, a survey, an inquiry, the auth save): sent with a new idempotency key,
 * and sent again with the same key and body after a jittered wait (about 0.5, 1 and 2 s) while it gets no answer, a 5xx
 * or a 429. A refusal is an answer and is not retried. `onRetry` runs before each wait (the form keeps its draft).
 */
export async function sendWithRetries<T>(send: (idempotencyKey: string) => Promise<T>, onRetry?: () => void): Promise<T> {
  const key = newIdempotencyKey();
  for (let retry = 1; ; retry++) {
    try {
      return await send(key);
    } catch (e) {
      if (retry > WRITE_RETRY_DELAYS_MS.length || !isRetryableWriteFailure(e)) throw e;
      onRetry?.();
      await new Promise((r) => setTimeout(r, writeRetryDelay(retry)));
    }
  }
}
