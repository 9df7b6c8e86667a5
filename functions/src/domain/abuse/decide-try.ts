import type { PairFailures } from '../ports.ts';
import { ABUSE_LIMITS, liveFailures, waitSeconds } from './abuse-limits.ts';

/** Whether a try may be compared now, or after how many seconds. */
export type TryDecision = 'allow' | { waitSeconds: number };

/**
 * Decides one try of a (person, address) pair from its failures and whether its address is busy. This is the seam
 * where a proof-of-work challenge will later stand in for the wait (issue 40 item 3): the only place that says no.
 */
export function decideTry(pair: PairFailures | undefined, input: { nowMs: number; addressBusy: boolean }): TryDecision {
  const failures = liveFailures(pair, input.nowMs);
  const free = input.addressBusy ? ABUSE_LIMITS.freeFailuresPerPairWhenBusy : ABUSE_LIMITS.freeFailuresPerPair;
  if (!pair || failures < free) return 'allow';
  const readyAt = pair.lastAt + waitSeconds(failures, free) * 1000;
  return input.nowMs >= readyAt ? 'allow' : { waitSeconds: Math.max(1, Math.ceil((readyAt - input.nowMs) / 1000)) };
}
