import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { tooManyRequests, type DomainError } from '../errors.ts';
import type { AbuseRoute } from '../ports.ts';
import { ABUSE_LIMITS, abuseLimitsOf, liveFailures } from './abuse-limits.ts';
import { decideTry, type TryDecision, type TryInput } from './decide-try.ts';
import { WAIT_MESSAGES } from './abuse-routes.ts';
import { issueChallenge } from './issue-challenge.ts';
import { redeemProof } from './redeem-proof.ts';
import { rollingCount, rollingHourAt } from '../rate-limits/rolling-hour.ts';

/** A counted try: what countFailure or giveBackTry settles once the compare is done. */
export interface TryTicket {
  route: AbuseRoute;
  personHash: string;
  addressHash: string;
}

/** Rounds of read-decide-swap before a try that keeps losing races to the same pair's other tries is told to wait. */
const SWAP_ROUNDS = 5;

/**
 * Takes a try of a person (a keyed hash) on a route from the request's client address before anything is compared:
 * refused with a 429 and a Korean message when decideTry says so (a wait, with a Retry-After, and on a route whose
 * contract may challenge a proof-of-work challenge to answer instead), otherwise counted as a failure of the pair ahead
 * of the compare, in one conditional write on the record the decision read (a burst of concurrent guesses gets no more
 * compares than one guess at a time would). The caller settles it: giveBackTry on success, countFailure on failure.
 */
export async function takeTry(ctx: AppContext, route: AbuseRoute, personHash: string): Promise<TryTicket> {
  const addressHash = clientAddressHash(ctx);
  const nowMs = ctx.clock.now().getTime();
  const [company, addressFailures, proof] = await Promise.all([
    ctx.repos.company.getRecent(),
    addressFailuresInRollingHour(ctx, route, addressHash, nowMs),
    proofOf(ctx, route),
  ]);
  const limits = abuseLimitsOf(company);
  // Busy with failures here, or by the edge's count of all its requests (the web ACL's rate rule, edge-web-acl.ts).
  const addressBusy = addressFailures >= limits.addressFailuresPerHour || ctx.challenge?.edgeBusy === true;
  const input: TryInput = { nowMs, addressBusy, proof, limits };
  for (let round = 0; round < SWAP_ROUNDS; round++) {
    const seen = await ctx.repos.abuse.pair(personHash, route, addressHash);
    const decision = decideTry(seen, input);
    if (decision.verdict !== 'allow') throw await refusal(ctx, route, decision);
    const next = { failures: liveFailures(seen, nowMs) + 1, lastAt: nowMs, skippedWait: decision.skipsWait };
    if (await ctx.repos.abuse.swapPair(personHash, route, addressHash, seen, next, ABUSE_LIMITS.forgetAfterSeconds)) return { route, personHash, addressHash };
  }
  // Losing every round means the pair's other tries are arriving at once: a wait like any other, with the challenge a
  // route that takes one offers with every wait (the proof this try carried, if any, is spent).
  throw await refusal(ctx, route, { verdict: 'wait', waitSeconds: 1, challenge: input.proof !== 'not-offered' });
}

/** The client address as a keyed hash (never stored in clear). */
export const clientAddressHash = (ctx: Pick<AppContext, 'crypto' | 'origin'>) => ctx.crypto.keyedHash(`abuse-address:${ctx.origin.sourceIp}`);

/** The request's challenge: none offered on a route whose contract may not challenge; a proof is used up here. */
async function proofOf(ctx: AppContext, route: AbuseRoute): Promise<TryInput['proof']> {
  if (!ctx.challenge) return 'not-offered';
  return (await redeemProof(ctx, route, ctx.challenge.proof)) ? 'solved' : 'missing';
}

/** Failures from the address over the last 60 minutes (rolling-hour.ts: one rule for every hourly counter). */
async function addressFailuresInRollingHour(ctx: AppContext, route: AbuseRoute, addressHash: string, nowMs: number): Promise<number> {
  const { hourBucket, previousWeight } = rollingHourAt(new Date(nowMs));
  const [earlier, current] = await Promise.all([ctx.repos.abuse.addressFailures(route, addressHash, hourBucket - 1), ctx.repos.abuse.addressFailures(route, addressHash, hourBucket)]);
  return rollingCount(earlier, current, previousWeight);
}

/**
 * A 429 in Korean: when to try again (with the seconds for a Retry-After header), or that the network must prove
 * itself; with a fresh challenge where one may be answered instead.
 */
async function refusal(ctx: AppContext, route: AbuseRoute, decision: Exclude<TryDecision, { verdict: 'allow' }>): Promise<DomainError> {
  if (decision.verdict === 'challenge') return tooManyRequests(messages.api.challengeRequired, { challenge: await issueChallenge(ctx, route) });
  const challenge = decision.challenge ? { challenge: await issueChallenge(ctx, route) } : {};
  return tooManyRequests(WAIT_MESSAGES[route](decision.waitSeconds), { retryAfterSeconds: decision.waitSeconds, ...challenge });
}
