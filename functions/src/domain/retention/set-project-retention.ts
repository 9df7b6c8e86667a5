import { retentionMessages as m } from '@portal/shared/messages/retention';
import { kstDate } from '@portal/shared/retention';
import type { ProjectRetentionRead, SetProjectRetentionBody } from '@portal/shared/schemas/retention';
import type { IntegratorCaller } from '../auth-step/resolve-caller.ts';
import type { AppContext } from '../context.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { projectRetentionView } from './project-retention-view.ts';

/**
 * PUT /api/integration/projects/{projectId}/retention: the day the project's hiring result was confirmed (null takes
 * it back), from which its retention period runs (채용절차법 §11, PIPA §21). Conditional on the version the caller
 * read; refused once the project's applicants were destroyed (there is nothing left to keep). Who set it is kept
 * for the destruction record.
 */
export async function setProjectRetention(
  ctx: Pick<AppContext, 'repos' | 'clock'>,
  caller: Pick<IntegratorCaller, 'keyId'>,
  { projectId }: { projectId: number },
  body: SetProjectRetentionBody,
): Promise<ProjectRetentionRead> {
  const found = await ctx.repos.projects.getWithTasks(projectId);
  if (!found) throw notFound(m.projectNotFound);
  if (body.result_confirmed_at !== null && body.result_confirmed_at > kstDate(ctx.clock.now())) throw badRequest(m.confirmedInFuture);
  const confirmation = body.result_confirmed_at === null ? undefined : { resultConfirmedAt: body.result_confirmed_at, confirmedBy: `integrator:${caller.keyId}` };
  const written = await ctx.repos.retention.setConfirmation(projectId, confirmation, body.version);
  const now = await ctx.repos.retention.get(projectId);
  if (!written && now?.destroyedAt) throw conflict(m.alreadyDestroyed, { code: 'destroyed' });
  if (!written) throw conflict(m.versionConflict, { code: 'version' });
  return projectRetentionView(found.project, now);
}
