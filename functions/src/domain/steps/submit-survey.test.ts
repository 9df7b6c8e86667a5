import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { submitSurvey } from './submit-survey.ts';
import { STEP_ID, stepsTestContext } from './steps-test-context.ts';

const answers = { 1: { text: '2027-01-02' } };

describe('the survey submit with an idempotency key', () => {
  it('answers a retried survey submit with its first answer and writes nothing', async () => {
    const { ctx, caller, writes, record } = stepsTestContext();
    const key = randomUUID();
    expect(await submitSurvey(ctx, STEP_ID, { answers }, caller, key)).toEqual({ result: 'success' });
    // Its answer was lost: the browser sends the same submit with the same key.
    expect(await submitSurvey(ctx, STEP_ID, { answers }, caller, key)).toEqual({ result: 'success' });
    expect(await submitSurvey(ctx, STEP_ID, { answers }, caller, key.toUpperCase())).toEqual({ result: 'success' });
    expect(writes).toEqual(['survey']);
    expect(record().surveyAnswers).toEqual(answers);
  });

  it('refuses another submit once the survey is answered, with or without a key of its own (spec 2.9: once)', async () => {
    const { ctx, caller, writes } = stepsTestContext();
    expect(await submitSurvey(ctx, STEP_ID, { answers }, caller, randomUUID())).toEqual({ result: 'success' });
    const refused = { result: 'error', errorMessage: messages.steps.surveyAlreadySubmitted };
    expect(await submitSurvey(ctx, STEP_ID, { answers }, caller)).toEqual(refused);
    expect(await submitSurvey(ctx, STEP_ID, { answers }, caller, randomUUID())).toEqual(refused);
    expect(writes).toEqual(['survey']);
  });

  it('refuses the same key with other answers (422, in Korean) and writes nothing', async () => {
    const { ctx, caller, writes, record } = stepsTestContext();
    const key = randomUUID();
    await submitSurvey(ctx, STEP_ID, { answers }, caller, key);
    await expect(submitSurvey(ctx, STEP_ID, { answers: { 1: { text: '2027-03-01' } } }, caller, key)).rejects.toMatchObject({
      kind: 'unprocessable',
      message: '같은 요청 번호로 다른 내용을 보낼 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
      details: { code: 'idempotencyKeyReused' },
    });
    expect(writes).toEqual(['survey']);
    expect(record().surveyAnswers).toEqual(answers);
  });
});
