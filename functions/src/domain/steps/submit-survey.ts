import { formatKst, messages, type StepAnswerBody, type StepAnswerResult } from '@portal/shared';
import { keptAnswers, validateStepAnswers } from '@portal/shared/step-questions/index';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { earlierAnswer, idempotentRequest, keyedWrite, replayAnswer } from '../idempotency/idempotent-request.ts';
import { loadApplicantStep } from './load-applicant-step.ts';
import { filesOf, ownStepFiles } from './step-files.ts';
import { recordApplicantWrite } from '../audit/record-applicant-write.ts';

const m = messages.steps;
const stored: StepAnswerResult = { result: 'success' };

/**
 * POST applicant/survey/{applicantStepId}/store (spec part 2, 2.9): the survey's answers, stored once per applicant and
 * step. With a key, a retry of the submit that stored them answers 'success' again instead of 'already submitted'.
 */
export async function submitSurvey(ctx: AppContext, applicantStepId: string, body: StepAnswerBody, { applicant }: ApplicantCaller, idempotencyKey?: string): Promise<StepAnswerResult> {
  const keyed = idempotentRequest(ctx, { applicantId: applicant.id }, idempotencyKey, 'survey', { applicantStepId, answers: body.answers });
  const earlier = await earlierAnswer<StepAnswerResult>(ctx, keyed);
  if (earlier) return earlier;
  const { step } = await loadApplicantStep(ctx, applicantStepId, { applicant, testMode: false });
  if (step.type !== 'survey' || !step.survey) return { result: 'error', errorMessage: m.noQuestions };
  const today = formatKst(ctx.clock.now()).slice(0, 10);
  const check = validateStepAnswers(step.survey.questions, body.answers, { today });
  if (check.duplicate) return { result: 'duplicate', duplicateKind: check.duplicate.kind };
  if (check.issues.length > 0) return { result: 'error', errorMessage: m.invalidEntries, issues: check.issues };
  const answers = keptAnswers(step.survey.questions, body.answers);
  if (!(await ownStepFiles(ctx, applicant.id, step.id, filesOf(step.survey.questions, answers)))) return { result: 'error', errorMessage: m.fileNotFound };
  const saved = await ctx.repos.applicantSteps.saveSurvey(applicant.id, step.id, answers, ctx.clock.now().toISOString(), keyedWrite(keyed, stored));
  // A concurrent try with the same key was stored first: its answer is this one's too.
  if (typeof saved === 'object') return replayAnswer(saved.record, keyed!);
  if (!saved) return { result: 'error', errorMessage: m.surveyAlreadySubmitted };
  await recordApplicantWrite(ctx, applicant, 'survey.answered');
  return stored;
}
