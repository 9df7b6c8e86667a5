import type { AppContext } from '../context.ts';
import type { TryTicket } from './take-try.ts';

/** Settles a try that succeeded: a success never counts, so the pair gets its try back (the address never counted it). */
export async function giveBackTry(ctx: AppContext, ticket: TryTicket): Promise<void> {
  await ctx.repos.abuse.giveBackPair(ticket.personHash, ticket.route, ticket.addressHash);
}
