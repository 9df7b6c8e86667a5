import type { UpsertStepBody, Upserted } from '@portal/shared/schemas/integration-config';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import type { AppContext } from '../context.ts';
import { notFound, unprocessable } from '../errors.ts';
import { stepRecordOf } from '../tenancy/import-steps.ts';
import { upsertVersioned } from './upsert-versioned.ts';
import { registerRelease } from '../steps/register-release.ts';

/**
 * PUT /api/integration/projects/{projectId}/steps/{stepId}: one selection step, its result period (registered for the
 * notification job), pages, admission ticket, score view, additional request and survey. The other steps stay.
 */
export async function upsertStep(
  ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock' | 'tenant' | 'releases'>,
  ids: { projectId: number; stepId: number },
  body: UpsertStepBody,
): Promise<Upserted> {
  const { version, ...content } = body;
  if (content.step.type === 'survey' && !content.step.survey) throw unprocessable(m.invalidConfig(1), { errors: [{ field: 'step.survey', message: m.surveyMissing }] });
  if (!(await ctx.repos.projects.getWithTasks(ids.projectId))) throw notFound(m.projectNotFound);
  return upsertVersioned(ctx, { kind: 'step', id: `${ids.projectId}-${ids.stepId}`, version, content }, async () => {
    const previous = await ctx.repos.steps.get(ids.projectId, ids.stepId);
    const step = stepRecordOf(ids.projectId, { ...content.step, id: ids.stepId }, ctx.clock.now());
    await ctx.repos.steps.put(step);
    await registerRelease({ releases: ctx.releases, tenantId: ctx.tenant.id, now: ctx.clock.now() }, step, previous);
  });
}
