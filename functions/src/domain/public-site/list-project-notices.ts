import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { listPostings } from './list-postings.ts';

/**
 * The project notice list (companyId) for the identification and password forms: one row per project anyone can have
 * applied to, newest period first, titled by its newest posting. A posting that takes applications by e-mail has no
 * applications here; a suspended one stays (its applicants still check) and says so.
 */
export async function listProjectNotices(ctx: AppContext, input: { companyId: number }) {
  const postings = await listPostings(ctx, input);
  const byProject = new Map<number, (typeof postings)[number]>();
  for (const p of postings) {
    if (p.applyLabel === 'email') continue;
    const kept = byProject.get(p.project_id);
    if (!kept || p.id > kept.id) byProject.set(p.project_id, p);
  }
  return [...byProject.values()]
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || a.title.localeCompare(b.title, 'ko'))
    .map((p) => ({ project_id: p.project_id, title: p.isView ? p.title : `${p.title} ${messages.recruits.suspended}`, status: p.status }));
}
