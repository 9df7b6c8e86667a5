import { stepQuestionSchema, type StepAnswers } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import type { ApplicantRecord, ApplicantStepRecord, DuplicateKey, IdempotentWrite, StepRecord } from '../ports.ts';
import { memoryIdempotency, testKeyedHash } from '../idempotency/idempotency-test-store.ts';

/** Test support: an AppContext with in-memory steps, one applicant's step and idempotency records. */

export const STEP_ID = '9-7';
const question = stepQuestionSchema.parse({ id: 1, title: '입사 가능일', input_type: 'text', required: 'Y', details: [{ id: 11, max_length: 50 }] });

export function stepsTestContext() {
  // 2026-11-10 12:00 KST: inside the result period and the answer period below.
  let now = new Date(Date.UTC(2026, 10, 10, 3, 0, 0));
  const applicant = { id: 7, projectId: 30, taskId: 31, status: 'Y' } as ApplicantRecord;
  const step: StepRecord = {
    ...({} as StepRecord),
    id: 9,
    projectId: 30,
    type: 'survey',
    status: 'Y',
    resultStartDate: '2026-11-01 00:00:00',
    resultEndDate: '2026-11-30 23:59:59',
    addRequest: { heading: 'additional', start: '2026-11-05 00:00:00', end: '2026-11-15 18:00:00', required: true, questions: [question], fileNameFormats: [], disableQuestionIds: [] },
    survey: { content: '', questions: [question] },
  };
  let record: ApplicantStepRecord = { ...({} as ApplicantStepRecord), id: STEP_ID, stepId: 9, projectId: 30, applicantId: 7, resultMessageStatus: 'Y', answers: {}, version: 1 };
  const idempotency = memoryIdempotency();
  const writes: string[] = [];
  type Keyed = IdempotentWrite<{ result: 'success' }> | undefined;
  const answerWrite = (kind: string, apply: () => boolean, keyed: Keyed): boolean | DuplicateKey<{ result: 'success' }> =>
    idempotency.write({ applicantId: 7 }, keyed, () => {
      const written = apply();
      if (written) writes.push(kind);
      return written;
    });
  const ctx = {
    clock: { now: () => now },
    crypto: { keyedHash: testKeyedHash },
    tenant: { id: 1, domainKey: 'steps' },
    actor: { kind: 'visitor' },
    repos: {
      audit: { record: async () => undefined },
      idempotency: idempotency.repo,
      steps: { get: async () => step },
      applicantSteps: {
        get: async () => record,
        saveAnswers: async (current: ApplicantStepRecord, answers: StepAnswers, _at: string, keyed: Keyed) =>
          answerWrite('answers', () => current.version === record.version && Boolean((record = { ...record, answers, version: record.version + 1 })), keyed),
        saveSurvey: async (_a: number, _s: number, answers: StepAnswers, at: string, keyed: Keyed) =>
          answerWrite('survey', () => record.surveyAt === undefined && Boolean((record = { ...record, surveyAnswers: answers, surveyAt: at, version: record.version + 1 })), keyed),
      },
    },
  } as unknown as AppContext;
  return {
    ctx,
    caller: { applicant } as ApplicantCaller,
    step,
    writes,
    record: () => record,
    setNow: (at: Date) => void (now = at),
  };
}
