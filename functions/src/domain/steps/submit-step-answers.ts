import { formatKst, messages, type StepAnswerBody, type StepAnswerResult } from '@portal/shared';
import { keptAnswers, validateStepAnswers } from '@portal/shared/step-questions/index';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { earlierAnswer, idempotentRequest, keyedWrite, replayAnswer } from '../idempotency/idempotent-request.ts';
import { loadApplicantStep } from './load-applicant-step.ts';
import { filesOf, ownStepFiles } from './step-files.ts';
import { answerPeriod } from './step-window.ts';
import { recordApplicantWrite } from '../audit/record-applicant-write.ts';

const m = messages.steps;
const stored: StepAnswerResult = { result: 'success' };

/**
 * POST applicant/result/{applicantStepId}/update (spec part 2, 4.4, 7, 8): the additional-request answers, checked by
 * the same function as the browser's form, stored while the request period is open ('end' after it). A concurrent
 * save of the same step loses by version instead of overwriting silently.
 * Idempotent with a key: a retry of a stored submit answers 'success' again and writes nothing, even after the period.
 */
export async function submitStepAnswers(ctx: AppContext, applicantStepId: string, body: StepAnswerBody, { applicant }: ApplicantCaller, idempotencyKey?: string): Promise<StepAnswerResult> {
  const keyed = idempotentRequest(ctx, { applicantId: applicant.id }, idempotencyKey, 'step-answers', { applicantStepId, answers: body.answers });
  const earlier = await earlierAnswer<StepAnswerResult>(ctx, keyed);
  if (earlier) return earlier;
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
  const saved = await ctx.repos.applicantSteps.saveAnswers(record, answers, ctx.clock.now().toISOString(), keyedWrite(keyed, stored));
  // A concurrent try with the same key was stored first: its answer is this one's too.
  if (typeof saved === 'object') return replayAnswer(saved.record, keyed!);
  if (!saved) return { result: 'error', errorMessage: m.answerChanged };
  await recordApplicantWrite(ctx, applicant, 'step.answered');
  return stored;
}
