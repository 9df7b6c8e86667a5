import type { PairFailures } from '../ports.ts';

/**
 * Thresholds of failed tries on identification, password recovery and the qualification gate (issue 40,
 * docs/security.md 35). Successes never count; a person is a (person, client address) pair, so a stranger's failures
 * elsewhere never slow the owner; an address is many people (a campus, a PC방, a carrier's CGNAT).
 */
export const ABUSE_LIMITS = {
  /** Failures of one person from one address before its next try has to wait. */
  freeFailuresPerPair: 5,
  /** Failures from one address on one route in a rolling hour before the address counts as busy (hundreds of people behind a NAT). */
  addressFailuresPerHour: 300,
  /** Failures a pair may have without waiting once its address is busy: a person who has not failed there is never held. */
  freeFailuresPerPairWhenBusy: 1,
  /** The longest wait between tries (the wait doubles per failure up to this). */
  maxWaitSeconds: 300,
  /** A pair's failures are forgotten this long after its last try. */
  forgetAfterSeconds: 3600,
} as const;

/** The wait before the next try of a pair with `failures`, when `free` failures are allowed: 1 s, 2 s, 4 s … up to the cap. */
export function waitSeconds(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(2 ** (failures - free), ABUSE_LIMITS.maxWaitSeconds);
}

/** The failures of a pair that still count: none once it has been quiet for `forgetAfterSeconds`. */
export function liveFailures(pair: PairFailures | undefined, nowMs: number): number {
  return !pair || nowMs - pair.lastAt >= ABUSE_LIMITS.forgetAfterSeconds * 1000 ? 0 : pair.failures;
}
