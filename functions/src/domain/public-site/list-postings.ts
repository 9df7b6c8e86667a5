import { messages, type PostingSummary } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { toPostingSummary } from './posting-state.ts';

/**
 * recruits/{companyId}: the company's postings, newest period first. Postings with
 * status 'N' are only listed for staff (spec 2.4).
 */
export async function listPostings(ctx: AppContext, input: { companyId: number }): Promise<PostingSummary[]> {
  if (input.companyId !== ctx.tenant.id) throw notFound(messages.api.notFound);
  const now = ctx.clock.now();
  const postings = await ctx.repos.postings.list();
  return postings
    .filter((p) => p.status === 'Y' || ctx.actor.kind === 'staff')
    .map((p) => toPostingSummary(p, now))
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
}
