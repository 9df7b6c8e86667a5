import { applicantStepId, applicantStepIdPattern, messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { forbidden, notFound } from '../errors.ts';
import type { ApplicantRecord, ApplicantStepRecord, StepRecord } from '../ports.ts';
import { assertReadable, progressOf } from './step-window.ts';

export interface LoadedStep {
  applicant: ApplicantRecord;
  step: StepRecord;
  record: ApplicantStepRecord;
}

const unopenedAttachStep = (applicant: ApplicantRecord, stepId: number): ApplicantStepRecord => ({
  id: applicantStepId(stepId, applicant.id),
  stepId,
  projectId: applicant.projectId,
  applicantId: applicant.id,
  resultMessageStatus: 'N',
  resultType: 'none',
  resultMessage: '',
  scores: {},
  chart: null,
  answers: {},
  addRequestStatus: 'N',
  version: 0,
});

/**
 * An applicant's step by its id '<stepId>-<applicantId>', checked before anything of it is read: the applicant is the
 * caller (or any applicant of the tenant for staff), and the result is released now (assertReadable). Another
 * applicant's id answers as an unknown one.
 */
export async function loadApplicantStep(ctx: AppContext, applicantStepId: string, caller: { applicant?: ApplicantRecord | undefined; testMode: boolean }): Promise<LoadedStep> {
  const match = applicantStepIdPattern.exec(applicantStepId);
  const stepId = Number(match?.[1]);
  const applicantId = Number(match?.[2]);
  if (!match || (caller.applicant && caller.applicant.id !== applicantId) || (!caller.applicant && !caller.testMode)) throw notFound(messages.steps.notFound);
  const applicant = caller.applicant ?? (await ctx.repos.applicants.get(applicantId));
  if (!applicant) throw notFound(messages.steps.notFound);
  const [step, stored] = await Promise.all([ctx.repos.steps.get(applicant.projectId, stepId), ctx.repos.applicantSteps.get(applicantId, stepId)]);
  // Before its release a step answers alike with or without a record: who advanced is part of the result (audit F08).
  if (step && !caller.testMode && progressOf(step, ctx.clock) === 'before') throw forbidden(messages.steps.notOpen);
  // Staff may look at an attach step the applicant has not opened yet: as it will be, nothing answered (never stored).
  const record = stored ?? (step?.type === 'attach' && caller.testMode ? unopenedAttachStep(applicant, stepId) : undefined);
  if (!step || !record) throw notFound(messages.steps.notFound);
  assertReadable(step, record, ctx.clock, caller.testMode);
  return { applicant, step, record };
}
