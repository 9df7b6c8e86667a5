import type { StepResultRead } from '@portal/shared/schemas/integration-config';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import type { IntegratorCaller } from '../auth-step/resolve-caller.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { configuredResultOf } from '../steps/apply-configured-results.ts';
import { recordIntegratorRead } from './record-integrator-read.ts';
import { maskBlindAnswers } from '../submission/blind-masking.ts';

/**
 * GET /api/integration/projects/{projectId}/steps/{stepId}/results/{applicantId}: what the organisation published of
 * one applicant's step, in the PUT body's shape with the version the next PUT sends, and the applicant's answers to
 * the step's additional request and survey (masked in a blind-hiring project). The tenant's repositories only, so another organisation's applicant is a
 * 404; audited as every read of an application is.
 */
export async function getApplicantStepResult(
  ctx: Pick<AppContext, 'repos' | 'clock'>,
  caller: IntegratorCaller,
  ids: { projectId: number; stepId: number; applicantId: number },
): Promise<StepResultRead> {
  const ref = { kind: 'step-result', id: `${ids.stepId}-${ids.applicantId}`, applicantId: ids.applicantId } as const;
  const [step, applicant, record, revision, project] = await Promise.all([
    ctx.repos.steps.get(ids.projectId, ids.stepId),
    ctx.repos.applicants.get(ids.applicantId),
    ctx.repos.applicantSteps.get(ids.applicantId, ids.stepId),
    ctx.repos.revisions.get(ref),
    ctx.repos.projects.getWithTasks(ids.projectId),
  ]);
  if (!step) throw notFound(m.stepNotFound);
  if (applicant?.projectId !== ids.projectId) throw notFound(m.applicantNotFound);
  if (record?.projectId !== ids.projectId) throw notFound(m.resultNotFound);
  await recordIntegratorRead(ctx, caller, 'integration.read-step-result', applicant);
  return {
    version: revision?.version ?? 0,
    result: configuredResultOf(record),
    notifiedAt: record.notifiedAt ?? null,
    // A blind-hiring project's answers reach the organisation masked, as its application's do (blind-masking.ts).
    additionalRequest: { submitted: record.addRequestStatus === 'Y', answeredAt: record.answeredAt ?? null, answers: maskBlindAnswers(project?.project, record.answers) },
    survey: { submitted: record.surveyAt !== undefined, answeredAt: record.surveyAt ?? null, answers: maskBlindAnswers(project?.project, record.surveyAnswers ?? {}) },
  };
}
