import type { AppContext } from '../context.ts';
import type { TryTicket } from './take-try.ts';

/** Settles a try that failed: the pair already counted it (takeTry); the client address counts it now. */
export async function countFailure(ctx: AppContext, ticket: TryTicket): Promise<void> {
  const hour = Math.floor(ctx.clock.now().getTime() / 3_600_000);
  await ctx.repos.abuse.countAddressFailure(ticket.route, ticket.addressHash, hour);
}
