import type { UpsertStepResultBody, Upserted } from '@portal/shared/schemas/integration-config';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { publishedResultOf } from '../steps/apply-configured-results.ts';
import { upsertVersioned } from './upsert-versioned.ts';

/**
 * PUT /api/integration/projects/{projectId}/steps/{stepId}/results/{applicantId}: one applicant's result of a step,
 * published as the configured results are; the applicant's own answers to the step stay. The applicant reads it in
 * the step's result period and is told to look when it opens (the notification job).
 */
export async function upsertStepResult(
  ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock'>,
  ids: { projectId: number; stepId: number; applicantId: number },
  body: UpsertStepResultBody,
): Promise<Upserted> {
  const { version, ...content } = body;
  const [step, applicant] = await Promise.all([ctx.repos.steps.get(ids.projectId, ids.stepId), ctx.repos.applicants.get(ids.applicantId)]);
  if (!step) throw notFound(m.stepNotFound);
  if (applicant?.projectId !== ids.projectId) throw notFound(m.applicantNotFound);
  const result = publishedResultOf({ ...content.result, step_id: ids.stepId, applicant_email: '' });
  return upsertVersioned(ctx, { kind: 'step-result', id: `${ids.stepId}-${ids.applicantId}`, applicantId: ids.applicantId, version, content }, async () => {
    await ctx.repos.applicantSteps.publish(ids.projectId, ids.stepId, ids.applicantId, result);
  });
}
