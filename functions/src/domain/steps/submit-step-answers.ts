import { formatKst, messages, type StepAnswerBody, type StepAnswerResult } from '@portal/shared';
import { keptAnswers, validateStepAnswers } from '@portal/shared/step-questions/index';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { loadApplicantStep } from './load-applicant-step.ts';
import { filesOf, ownStepFiles } from './step-files.ts';
import { answerPeriod } from './step-window.ts';

const m = messages.steps;

/**
 * POST applicant/result/{applicantStepId}/update (spec part 2, 4.4, 7, 8): the additional-request answers, checked by
 * the same function as the browser's form, stored while the request period is open ('end' after it). A concurrent
 * save of the same step loses by version instead of overwriting silently.
 */
export async function submitStepAnswers(ctx: AppContext, applicantStepId: string, body: StepAnswerBody, { applicant }: ApplicantCaller): Promise<StepAnswerResult> {
  const { step, record } = await loadApplicantStep(ctx, applicantStepId, { applicant, testMode: false });
  const request = step.addRequest;
  if (!request) return { result: 'error', errorMessage: m.noQuestions };
  if (!answerPeriod(step, ctx.clock).isActive) return { result: 'end' };
  const today = formatKst(ctx.clock.now()).slice(0, 10);
  const check = validateStepAnswers(request.questions, body.answers, { today }, request.disableQuestionIds);
  if (check.duplicate) return { result: 'duplicate', duplicateKind: check.duplicate.kind };
  if (check.issues.length > 0) return { result: 'error', errorMessage: m.invalidEntries, issues: check.issues };
  const answers = keptAnswers(request.questions, body.answers, request.disableQuestionIds);
  if (!(await ownStepFiles(ctx, applicant.id, step.id, filesOf(request.questions, answers)))) return { result: 'error', errorMessage: m.fileNotFound };
  if (!(await ctx.repos.applicantSteps.saveAnswers(record, answers, ctx.clock.now().toISOString()))) return { result: 'error', errorMessage: m.answerChanged };
  return { result: 'success' };
}
