import type { ApplicationStatus } from '@portal/shared/schemas/integration';
import { integrationMessages } from '@portal/shared/messages/integration';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { toApplicationSummary } from './application-views.ts';

export interface ApplicationCounts {
  projectId: number;
  title: string;
  total: number;
  byStatus: Record<ApplicationStatus, number>;
  /** Every task of the project, in its order, with none left out for having no applications. */
  byTask: { taskId: number; name: string; total: number; byStatus: Record<ApplicationStatus, number> }[];
}

const zero = (): Record<ApplicationStatus, number> => ({ submitted: 0, draft: 0, cancelled: 0 });

/** How many applications a project has, by status and by task (the ops CLI's `counts`), from the listing index. */
export async function countApplications(ctx: Pick<AppContext, 'repos'>, projectId: number): Promise<ApplicationCounts> {
  const project = await ctx.repos.projects.getWithTasks(projectId);
  if (!project) throw notFound(integrationMessages.projectNotFound);
  const byStatus = zero();
  const tasks = new Map(project.tasks.map((t) => [t.id, { taskId: t.id, name: t.name, total: 0, byStatus: zero() }]));
  let total = 0;
  let from: { shard: number; afterId: number } | undefined = { shard: 0, afterId: 0 };
  while (from) {
    const page = await ctx.repos.applications.listByProject(projectId, from, 100, { taskId: undefined, status: undefined, updatedSince: undefined });
    for (const row of page.rows) {
      const { status, taskId, taskName } = toApplicationSummary(row);
      total++;
      byStatus[status]++;
      const task = tasks.get(taskId) ?? { taskId, name: taskName, total: 0, byStatus: zero() };
      task.total++;
      task.byStatus[status]++;
      tasks.set(taskId, task);
    }
    from = page.next;
  }
  return { projectId, title: project.project.title, total, byStatus, byTask: [...tasks.values()] };
}
