import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS, waitSeconds } from './abuse-limits.ts';
import { decideTry } from './decide-try.ts';

const NOW = Date.UTC(2026, 10, 28, 3, 0, 0);

describe('decideTry (issue 40)', () => {
  it('lets a pair that has not failed, or failed fewer than five times, try at once', () => {
    expect(decideTry(undefined, { nowMs: NOW, addressBusy: false })).toBe('allow');
    expect(decideTry(undefined, { nowMs: NOW, addressBusy: true })).toBe('allow');
    expect(decideTry({ failures: ABUSE_LIMITS.freeFailuresPerPair - 1, lastAt: NOW }, { nowMs: NOW, addressBusy: false })).toBe('allow');
  });

  it('makes the next try wait 1 s, 2 s, 4 s … after the fifth failure, capped at five minutes, counted from the last try', () => {
    const free = ABUSE_LIMITS.freeFailuresPerPair;
    expect([free, free + 1, free + 2, free + 8, free + 9, free + 40].map((n) => waitSeconds(n, free))).toEqual([1, 2, 4, 256, 300, 300]);
    expect(decideTry({ failures: free + 2, lastAt: NOW - 1_000 }, { nowMs: NOW, addressBusy: false })).toEqual({ waitSeconds: 3 });
    expect(decideTry({ failures: free + 2, lastAt: NOW - 4_000 }, { nowMs: NOW, addressBusy: false })).toBe('allow');
    expect(decideTry({ failures: 1_000, lastAt: NOW }, { nowMs: NOW, addressBusy: false })).toEqual({ waitSeconds: ABUSE_LIMITS.maxWaitSeconds });
  });

  it('on a busy address waits from the first failure of the pair, never for a person who has not failed there', () => {
    expect(decideTry({ failures: 1, lastAt: NOW }, { nowMs: NOW, addressBusy: true })).toEqual({ waitSeconds: 1 });
    expect(decideTry({ failures: 3, lastAt: NOW }, { nowMs: NOW, addressBusy: true })).toEqual({ waitSeconds: 4 });
    expect(decideTry({ failures: 0, lastAt: NOW }, { nowMs: NOW, addressBusy: true })).toBe('allow');
  });

  it('forgets the failures of a pair quiet for an hour', () => {
    expect(decideTry({ failures: 50, lastAt: NOW - ABUSE_LIMITS.forgetAfterSeconds * 1000 }, { nowMs: NOW, addressBusy: false })).toBe('allow');
  });
});
