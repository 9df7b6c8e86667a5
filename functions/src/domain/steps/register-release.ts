import { formatKst } from '@portal/shared';
import type { ResultReleaseSchedule, StepRecord } from '../ports.ts';

/**
 * Registers when a step's results open (the notification job reads it), and when the opening moved later than it was,
 * records the move for that job to tell the project's applicants (채용절차법 §8: a change of the hiring schedule is
 * told to the applicants). Telling them is the job's, page by page, never the configuration write's.
 */
export async function registerRelease(
  deps: { releases: ResultReleaseSchedule; tenantId: number; now: Date },
  step: Pick<StepRecord, 'id' | 'projectId' | 'status' | 'resultStartDate' | 'resultEndDate'>,
  previous: Pick<StepRecord, 'resultStartDate'> | undefined,
): Promise<void> {
  const release = { tenantId: deps.tenantId, projectId: step.projectId, stepId: step.id, start: step.resultStartDate, end: step.resultEndDate };
  await deps.releases.register(release, previous?.resultStartDate);
  // Later than announced, and still ahead: applicants waiting for it would otherwise look on the old day.
  const movedLater = previous !== undefined && step.resultStartDate > previous.resultStartDate && step.resultStartDate > formatKst(deps.now);
  if (movedLater && step.status !== 'N')
    await deps.releases.moved({ tenantId: deps.tenantId, projectId: step.projectId, stepId: step.id, from: previous.resultStartDate, to: step.resultStartDate, at: deps.now.toISOString(), told: 0 });
}
