import { retentionMessages as m } from '@portal/shared/messages/retention';
import type { ProjectRetentionRead } from '@portal/shared/schemas/retention';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { projectRetentionView } from './project-retention-view.ts';

/** GET /api/integration/projects/{projectId}/retention: the confirmation date, the retention days and the destruction day. */
export async function getProjectRetention(ctx: Pick<AppContext, 'repos'>, { projectId }: { projectId: number }): Promise<ProjectRetentionRead> {
  const [found, retention] = await Promise.all([ctx.repos.projects.getWithTasks(projectId), ctx.repos.retention.get(projectId)]);
  if (!found) throw notFound(m.projectNotFound);
  return projectRetentionView(found.project, retention);
}
