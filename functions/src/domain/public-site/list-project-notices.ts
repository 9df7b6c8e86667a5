import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/** The project notice list (companyId): one row per visible posting, [{project_id, title, status}]. */
export async function listProjectNotices(ctx: AppContext, input: { companyId: number }) {
  if (input.companyId !== ctx.tenant.id) throw notFound(messages.api.notFound);
  const postings = await ctx.repos.postings.list();
  return postings
    .filter((p) => p.status === 'Y' || ctx.actor.kind === 'staff')
    .sort((a, b) => b.id - a.id)
    .map((p) => ({ project_id: p.project_id, title: p.title, status: p.status }));
}
