import { describe, expect, it } from 'vitest';
import { sendRetryStrategy } from './send-retry.ts';

describe('the retries of a call that sends a message', () => {
  it('tries a throttle again (three attempts in all), with a growing wait', async () => {
    const s = sendRetryStrategy();
    const first = await s.acquireInitialRetryToken('ses');
    const second = await s.refreshRetryTokenForRetry(first, { errorType: 'THROTTLING' });
    const third = await s.refreshRetryTokenForRetry(second, { errorType: 'THROTTLING' });
    expect([second.getRetryCount(), third.getRetryCount()]).toEqual([1, 2]);
    expect(third.getRetryDelay()).toBeGreaterThan(0);
    await expect(s.refreshRetryTokenForRetry(third, { errorType: 'THROTTLING' })).rejects.toThrow(/not tried again/);
  });

  it('never tries again what may have been sent: a timeout or lost answer (transient), a 5xx, a client error', async () => {
    const s = sendRetryStrategy();
    const first = await s.acquireInitialRetryToken('ses');
    for (const errorType of ['TRANSIENT', 'SERVER_ERROR', 'CLIENT_ERROR'] as const) await expect(s.refreshRetryTokenForRetry(first, { errorType })).rejects.toThrow(/may have been sent/);
  });
});
