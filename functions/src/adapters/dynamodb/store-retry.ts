/** The SDK's retry-strategy contract (RetryStrategyV2 of @smithy/types), as far as this strategy uses it. */
interface RetryToken {
  getRetryCount(): number;
  getRetryDelay(): number;
}
interface RetryErrorInfo {
  errorType: 'TRANSIENT' | 'THROTTLING' | 'SERVER_ERROR' | 'CLIENT_ERROR';
  retryAfterHint?: Date;
}

const token = (count: number, delay: number): RetryToken => ({ getRetryCount: () => count, getRetryDelay: () => delay });

let retried = 0;
/**
 * Store calls tried again by this process so far. A retried call whose first try was applied after all (a timeout, a
 * lost answer) is applied once more where the call is not idempotent: the applicant-number counter then skips a number.
 */
export const storeRetries = (): number => retried;

/**
 * How the store's calls are tried again: throttling, 500s and timeouts, up to `maxAttempts` tries with full-jitter
 * exponential backoff capped at `capMs`, so a handler's calls stay inside its function timeout. Unlike the SDK's
 * standard strategy there is no per-client retry quota: a Lambda container serves one request at a time, and the
 * local runtime serving many at once must not refuse a retry another request used up. A client error is not retried.
 */
export function storeRetryStrategy(maxAttempts: number, baseMs = 50, capMs = 800) {
  return {
    mode: 'standard',
    acquireInitialRetryToken: async (): Promise<RetryToken> => token(0, 0),
    refreshRetryTokenForRetry: async (previous: RetryToken, info: RetryErrorInfo): Promise<RetryToken> => {
      const count = previous.getRetryCount() + 1;
      if (info.errorType === 'CLIENT_ERROR' || count >= maxAttempts) throw new Error('no retry: the store call is not tried again');
      retried++;
      return token(count, Math.random() * Math.min(capMs, baseMs * 2 ** count));
    },
    recordSuccess: (): void => undefined,
  };
}
