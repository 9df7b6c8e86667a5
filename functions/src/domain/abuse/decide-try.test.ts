import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS, abuseLimitsOf, waitSeconds } from './abuse-limits.ts';
import { decideTry, type TryInput } from './decide-try.ts';

const NOW = Date.UTC(2026, 10, 28, 3, 0, 0);
const limits = abuseLimitsOf(undefined);
/** A try on a route that may challenge, without a proof, from an address that is not busy. */
const plain = (over: Partial<TryInput> = {}): TryInput => ({ nowMs: NOW, addressBusy: false, proof: 'missing', limits, ...over });
const allow = { verdict: 'allow', skipsWait: false };

describe('decideTry (issue 40)', () => {
  it('lets a pair that has not failed, or failed fewer than five times, try at once', () => {
    expect(decideTry(undefined, plain())).toEqual(allow);
    expect(decideTry(undefined, plain({ addressBusy: true, proof: 'not-offered' }))).toEqual(allow);
    expect(decideTry({ failures: ABUSE_LIMITS.freeFailuresPerPair - 1, lastAt: NOW }, plain())).toEqual(allow);
  });

  it('makes the next try wait 1 s, 2 s, 4 s … after the fifth failure, capped at five minutes, counted from the last try', () => {
    const free = ABUSE_LIMITS.freeFailuresPerPair;
    expect([free, free + 1, free + 2, free + 8, free + 9, free + 40].map((n) => waitSeconds(n, free))).toEqual([1, 2, 4, 256, 300, 300]);
    const noChallenge = plain({ proof: 'not-offered' });
    expect(decideTry({ failures: free + 2, lastAt: NOW - 1_000 }, noChallenge)).toEqual({ verdict: 'wait', waitSeconds: 3, challenge: false });
    expect(decideTry({ failures: free + 2, lastAt: NOW - 4_000 }, noChallenge)).toEqual(allow);
    expect(decideTry({ failures: 1_000, lastAt: NOW }, noChallenge)).toEqual({ verdict: 'wait', waitSeconds: ABUSE_LIMITS.maxWaitSeconds, challenge: false });
  });

  it('on a busy address waits from the first failure of the pair (where no challenge can be asked), never for a person who has not failed there', () => {
    const busy = plain({ addressBusy: true, proof: 'not-offered' });
    expect(decideTry({ failures: 1, lastAt: NOW }, busy)).toEqual({ verdict: 'wait', waitSeconds: 1, challenge: false });
    expect(decideTry({ failures: 3, lastAt: NOW }, busy)).toEqual({ verdict: 'wait', waitSeconds: 4, challenge: false });
    expect(decideTry({ failures: 0, lastAt: NOW }, busy)).toEqual(allow);
  });

  it('forgets the failures of a pair quiet for an hour', () => {
    expect(decideTry({ failures: 50, lastAt: NOW - ABUSE_LIMITS.forgetAfterSeconds * 1000 }, plain())).toEqual(allow);
  });

  describe('the challenge (issue 40 item 3)', () => {
    it('never asks anything of a person who has not failed, from an address that is not busy (rule c)', () => {
      expect(decideTry(undefined, plain())).toEqual(allow);
      expect(decideTry({ failures: 0, lastAt: NOW }, plain())).toEqual(allow);
      expect(decideTry({ failures: ABUSE_LIMITS.freeFailuresPerPair - 1, lastAt: NOW }, plain())).toEqual(allow);
    });

    it('asks a busy address for a solved challenge, even for a person with no failures, and lets a solved one in (rule a)', () => {
      expect(decideTry(undefined, plain({ addressBusy: true }))).toEqual({ verdict: 'challenge' });
      expect(decideTry({ failures: 0, lastAt: NOW }, plain({ addressBusy: true }))).toEqual({ verdict: 'challenge' });
      // A pair whose wait has passed still proves itself while the address is busy.
      expect(decideTry({ failures: 1, lastAt: NOW - 5_000 }, plain({ addressBusy: true }))).toEqual({ verdict: 'challenge' });
      expect(decideTry(undefined, plain({ addressBusy: true, proof: 'solved' }))).toEqual(allow);
      expect(decideTry({ failures: 1, lastAt: NOW - 5_000 }, plain({ addressBusy: true, proof: 'solved' }))).toEqual(allow);
    });

    it('tells a pair that must wait when, and offers the challenge instead; a solved one skips the wait once (rule b)', () => {
      const free = ABUSE_LIMITS.freeFailuresPerPair;
      const waiting = { failures: free + 2, lastAt: NOW - 1_000 };
      expect(decideTry(waiting, plain())).toEqual({ verdict: 'wait', waitSeconds: 3, challenge: true });
      expect(decideTry(waiting, plain({ proof: 'solved' }))).toEqual({ verdict: 'allow', skipsWait: true });
      expect(decideTry({ failures: 100, lastAt: NOW }, plain({ proof: 'solved' }))).toEqual({ verdict: 'allow', skipsWait: true });
      // The try after a skipped wait waits its own wait out: a proof stands in for one wait, not for every one.
      const skipped = { ...waiting, skippedWait: true };
      expect(decideTry(skipped, plain({ proof: 'solved' }))).toEqual({ verdict: 'wait', waitSeconds: 3, challenge: false });
      expect(decideTry(skipped, plain())).toEqual({ verdict: 'wait', waitSeconds: 3, challenge: false });
      expect(decideTry({ ...skipped, lastAt: NOW - 4_000 }, plain())).toEqual(allow);
      // On a busy address the same: the wait or one proof, then the wait again.
      expect(decideTry({ failures: 2, lastAt: NOW }, plain({ addressBusy: true }))).toEqual({ verdict: 'wait', waitSeconds: 2, challenge: true });
      expect(decideTry({ failures: 2, lastAt: NOW }, plain({ addressBusy: true, proof: 'solved' }))).toEqual({ verdict: 'allow', skipsWait: true });
    });
  });

  it("takes a tenant's own thresholds (company.abuse_limits) in place of the defaults", () => {
    const own = abuseLimitsOf({ abuseLimits: { freeFailuresPerPair: 3, maxWaitSeconds: 60 } });
    expect(own).toEqual({ freeFailuresPerPair: 3, addressFailuresPerHour: ABUSE_LIMITS.addressFailuresPerHour, maxWaitSeconds: 60 });
    expect(decideTry({ failures: 3, lastAt: NOW }, plain({ limits: own, proof: 'not-offered' }))).toEqual({ verdict: 'wait', waitSeconds: 1, challenge: false });
    expect(decideTry({ failures: 50, lastAt: NOW }, plain({ limits: own, proof: 'not-offered' }))).toEqual({ verdict: 'wait', waitSeconds: 60, challenge: false });
  });
});
