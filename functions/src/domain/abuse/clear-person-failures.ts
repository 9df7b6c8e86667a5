import type { AppContext } from '../context.ts';

/** Forgets a person's failures on every route and from every address: a verified recovery code proved who they are. */
export async function clearPersonFailures(ctx: AppContext, personHash: string): Promise<void> {
  await ctx.repos.abuse.clearPerson(personHash);
}
