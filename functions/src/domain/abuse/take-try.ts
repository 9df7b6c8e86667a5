import type { AppContext } from '../context.ts';
import { tooManyRequests, type DomainError } from '../errors.ts';
import type { AbuseRoute } from '../ports.ts';
import { ABUSE_LIMITS, liveFailures } from './abuse-limits.ts';
import { decideTry } from './decide-try.ts';
import { WAIT_MESSAGES } from './abuse-routes.ts';
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
 * refused with a 429 and a Korean wait when decideTry says so, otherwise counted as a failure of the pair ahead of the
 * compare, in one conditional write on the record the decision read (a burst of concurrent guesses gets no more
 * compares than one guess at a time would). The caller settles it: giveBackTry on success, countFailure on failure.
 */
export async function takeTry(ctx: AppContext, route: AbuseRoute, personHash: string): Promise<TryTicket> {
  const addressHash = clientAddressHash(ctx);
  const nowMs = ctx.clock.now().getTime();
  const addressBusy = (await addressFailuresInRollingHour(ctx, route, addressHash, nowMs)) >= ABUSE_LIMITS.addressFailuresPerHour;
  for (let round = 0; round < SWAP_ROUNDS; round++) {
    const seen = await ctx.repos.abuse.pair(personHash, route, addressHash);
    const decision = decideTry(seen, { nowMs, addressBusy });
    if (decision !== 'allow') throw waitBeforeRetry(route, decision.waitSeconds);
    const next = { failures: liveFailures(seen, nowMs) + 1, lastAt: nowMs };
    if (await ctx.repos.abuse.swapPair(personHash, route, addressHash, seen, next, ABUSE_LIMITS.forgetAfterSeconds)) return { route, personHash, addressHash };
  }
  throw waitBeforeRetry(route, 1);
}

/** The client address as a keyed hash (never stored in clear). */
export const clientAddressHash = (ctx: Pick<AppContext, 'crypto' | 'origin'>) => ctx.crypto.keyedHash(`abuse-address:${ctx.origin.sourceIp}`);

/** Failures from the address over the last 60 minutes (rolling-hour.ts: one rule for every hourly counter). */
async function addressFailuresInRollingHour(ctx: AppContext, route: AbuseRoute, addressHash: string, nowMs: number): Promise<number> {
  const { hourBucket, previousWeight } = rollingHourAt(new Date(nowMs));
  const [earlier, current] = await Promise.all([ctx.repos.abuse.addressFailures(route, addressHash, hourBucket - 1), ctx.repos.abuse.addressFailures(route, addressHash, hourBucket)]);
  return rollingCount(earlier, current, previousWeight);
}

/** A 429 that says when to try again, in Korean, with the seconds for a Retry-After header. */
function waitBeforeRetry(route: AbuseRoute, seconds: number): DomainError {
  return tooManyRequests(WAIT_MESSAGES[route](seconds), { retryAfterSeconds: seconds });
}
