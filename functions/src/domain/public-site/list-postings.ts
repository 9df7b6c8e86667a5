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
  // The landing page's busiest read: the postings and each project once, through the container's short caches.
  const postings = await ctx.repos.postings.listRecent();
  const ids = [...new Set(postings.map((p) => p.project_id))];
  const found = await Promise.all(ids.map((id) => ctx.repos.projects.getRecent(id)));
  const periods = new Map(found.flatMap((f) => (f ? [[f.project.id, f.project] as const] : [])));
  return postings
    .filter((p) => p.status === 'Y' || ctx.actor.kind === 'staff')
    // A posting's period is its project's; the stored copy stands in only for a project no longer there.
    .map((p) => toPostingSummary(p, periods.get(p.project_id) ?? p, now))
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
}
