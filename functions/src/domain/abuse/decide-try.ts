import type { PairFailures } from '../ports.ts';
import { ABUSE_LIMITS, liveFailures, waitSeconds, type AbuseLimits } from './abuse-limits.ts';

/**
 * Whether a try may be compared now: allowed (skipping the pair's wait with a solved challenge, or not), told to wait
 * (and, where the route can take one, offered a challenge instead), or asked for a challenge alone.
 */
export type TryDecision = { verdict: 'allow'; skipsWait: boolean } | { verdict: 'wait'; waitSeconds: number; challenge: boolean } | { verdict: 'challenge' };

export interface TryInput {
  nowMs: number;
  addressBusy: boolean;
  /** The request's challenge: solved (a valid, unused proof), missing (none, or one refused), or not offered on this route. */
  proof: 'solved' | 'missing' | 'not-offered';
  limits: AbuseLimits;
}

/**
 * Decides one try of a (person, address) pair from its failures, whether its address is busy and whether it carries a
 * solved challenge: the only place that says no (docs/security.md 35).
 * (a) A busy address proves itself: no try from it is compared without a solved challenge, even a person's first.
 * (b) A pair that must wait may present a solved challenge instead, once per wait (the try after it waits its own wait
 *     out), so a proof costs a guesser at most one extra guess per wait.
 * (c) A person who has not failed, from an address that is not busy, is never asked anything.
 */
export function decideTry(pair: PairFailures | undefined, input: TryInput): TryDecision {
  const failures = liveFailures(pair, input.nowMs);
  const free = input.addressBusy ? ABUSE_LIMITS.freeFailuresPerPairWhenBusy : input.limits.freeFailuresPerPair;
  const readyAt = pair && failures >= free ? pair.lastAt + waitSeconds(failures, free, input.limits.maxWaitSeconds) * 1000 : 0;
  if (input.nowMs < readyAt) {
    const seconds = Math.max(1, Math.ceil((readyAt - input.nowMs) / 1000));
    const mayChallenge = input.proof !== 'not-offered' && !pair?.skippedWait;
    if (mayChallenge && input.proof === 'solved') return { verdict: 'allow', skipsWait: true };
    return { verdict: 'wait', waitSeconds: seconds, challenge: mayChallenge };
  }
  if (input.addressBusy && input.proof === 'missing') return { verdict: 'challenge' };
  return { verdict: 'allow', skipsWait: false };
}
