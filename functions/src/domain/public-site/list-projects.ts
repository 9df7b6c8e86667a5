import type { ProjectSummary } from '@portal/shared';
import type { AppContext } from '../context.ts';

/** projects: this company's projects; closed ('N') ones are for staff only. */
export async function listProjects(ctx: AppContext, input: { status?: 'Y' | 'N' | undefined }): Promise<ProjectSummary[]> {
  const projects = await ctx.repos.projects.list();
  return projects
    .filter((p) => (p.status === 'Y' || ctx.actor.kind === 'staff') && (!input.status || p.status === input.status))
    .map(({ id, title, status, startDate, endDate }) => ({ id, title, status, startDate, endDate }))
    .sort((a, b) => b.id - a.id);
}
