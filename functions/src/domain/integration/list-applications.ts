import { messages } from '@portal/shared';
import { integrationPage, type ApplicationPage, type ListApplicationsQuery } from '@portal/shared/schemas/integration';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { decodeApplicationCursor, encodeApplicationCursor } from './application-cursor.ts';
import { toApplicationSummary } from './application-views.ts';
import { integrationMessages } from '@portal/shared/messages/integration';

/**
 * A page of the tenant's applications to one project (GET /api/integration/applications), narrowed by task, status
 * and last change, from the cursor the previous page answered. Hidden projects are listed too: the caller is the
 * organisation itself.
 */
export async function listApplications(ctx: Pick<AppContext, 'repos'>, query: ListApplicationsQuery): Promise<ApplicationPage> {
  const { projectId } = query;
  if (!(await ctx.repos.projects.getRecent(projectId))) throw notFound(integrationMessages.projectNotFound);
  const repo = ctx.repos.applications;
  const from = query.cursor ? decodeApplicationCursor(query.cursor, projectId, repo.shards) : { shard: 0, afterId: 0 };
  const { rows, next } = await repo.listByProject(projectId, from, query.limit ?? integrationPage.defaultLimit, {
    taskId: query.taskId,
    status: query.status,
    // Stored times are UTC ISO strings: the caller's offset is turned into the same form so that text order is time order.
    updatedSince: query.updatedSince ? new Date(query.updatedSince).toISOString() : undefined,
  });
  return { items: rows.map(toApplicationSummary), nextCursor: next ? encodeApplicationCursor(projectId, next) : null };
}
