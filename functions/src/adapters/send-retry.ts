import type { RetryErrorInfo, RetryStrategyV2, RetryToken } from '@smithy/types';

const ATTEMPTS = 3;
const BASE_MS = 100;

const tokenOf = (count: number, delay: number): RetryToken => ({ getRetryCount: () => count, getRetryDelay: () => delay });

/**
 * The SDK's retries for a call that sends a message (SES SendEmail, SNS Publish): only a throttle, which the provider
 * answered without sending, is tried again at once (three attempts, jittered backoff). A timeout, a dropped answer or
 * a 5xx may have sent the message already; trying it again here is how one mail went out twice under load (the mail
 * bench: 3 of 456 receipts). Those are left to the outbox, whose retry waits out its backoff and does not send a message
 * SES's Send event has marked sent meanwhile (deliver-messages.ts, record-mail-event.ts).
 */
export const sendRetryStrategy = (): RetryStrategyV2 => ({
  acquireInitialRetryToken: async () => tokenOf(0, 0),
  async refreshRetryTokenForRetry(token: RetryToken, info: RetryErrorInfo): Promise<RetryToken> {
    const count = token.getRetryCount() + 1;
    if (info.errorType !== 'THROTTLING' || count >= ATTEMPTS) throw new Error('not tried again: the message may have been sent');
    const delay = Math.round(BASE_MS * 2 ** count * (0.5 + Math.random() / 2));
    await new Promise((r) => setTimeout(r, delay));
    return tokenOf(count, delay);
  },
  recordSuccess: () => undefined,
});
