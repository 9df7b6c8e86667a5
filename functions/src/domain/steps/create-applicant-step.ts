import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { notFound } from '../errors.ts';
import { assertReadable } from './step-window.ts';

/** POST applicant/step/store/{stepId}/{id} (spec part 2, 4.3): an attach step's applicant step, created once while the step is open. */
export async function createApplicantStep(ctx: AppContext, stepId: number, { applicant }: ApplicantCaller): Promise<{ id: string }> {
  const step = await ctx.repos.steps.get(applicant.projectId, stepId);
  if (!step || step.type !== 'attach') throw notFound(messages.steps.notFound);
  assertReadable(step, undefined, ctx.clock, false);
  const record = await ctx.repos.applicantSteps.ensure(applicant.projectId, stepId, applicant.id);
  return { id: record.id };
}
