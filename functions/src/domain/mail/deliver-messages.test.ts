import { describe, expect, it } from 'vitest';
import { BREAKER_MS, channelBreaker, PROBE_MS } from './deliver-messages.ts';

describe('channelBreaker', () => {
  it('rests a channel for BREAKER_MS after a failure, the other channel not', () => {
    const b = channelBreaker();
    b.trip('email', 1_000 + BREAKER_MS);
    expect(b.resting('email', 1_000)).toBe(true);
    expect(b.resting('email', 1_000 + BREAKER_MS - 1)).toBe(true);
    expect(b.resting('email', 1_000 + BREAKER_MS)).toBe(false);
    expect(b.resting('sms', 1_000)).toBe(false);
  });

  it('lets one probe through each PROBE_MS while resting, none when not resting', () => {
    const b = channelBreaker();
    expect(b.probe('email', 1_000)).toBe(false);
    b.trip('email', 1_000 + BREAKER_MS);
    expect(b.probe('email', 1_000)).toBe(true);
    expect(b.probe('email', 1_000 + PROBE_MS - 1)).toBe(false);
    expect(b.probe('email', 1_000 + PROBE_MS)).toBe(true);
    // A failed probe trips the channel again: the probe's second is still taken.
    b.trip('email', 1_000 + PROBE_MS + BREAKER_MS);
    expect(b.probe('email', 1_000 + PROBE_MS + 10)).toBe(false);
    expect(b.probe('email', 1_000 + 2 * PROBE_MS)).toBe(true);
  });

  it('ends the rest when a send goes through', () => {
    const b = channelBreaker();
    b.trip('sms', 1_000 + BREAKER_MS);
    b.close('sms');
    expect(b.resting('sms', 1_000)).toBe(false);
  });

  it('ends a rest taken on a clock that was later set back', () => {
    const b = channelBreaker();
    b.trip('email', 100_000 + BREAKER_MS);
    expect(b.resting('email', 100_000 - 2 * BREAKER_MS - 1)).toBe(false);
  });
});
