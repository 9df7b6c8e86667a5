import type { AppContext } from '../context.ts';
import type { TryTicket } from './take-try.ts';
import { rollingHourAt } from '../rate-limits/rolling-hour.ts';

/** Settles a try that failed: the pair already counted it (takeTry); the client address counts it now. */
export async function countFailure(ctx: AppContext, ticket: TryTicket): Promise<void> {
  await ctx.repos.abuse.countAddressFailure(ticket.route, ticket.addressHash, rollingHourAt(ctx.clock.now()).hourBucket);
}
