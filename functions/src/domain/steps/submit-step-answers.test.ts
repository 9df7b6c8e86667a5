import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { submitStepAnswers } from './submit-step-answers.ts';
import { STEP_ID, stepsTestContext } from './steps-test-context.ts';

const answers = { 1: { text: '서울 본사 근무 희망' } };

describe('the additional-request answers with an idempotency key', () => {
  it('answers a retried submit with its first answer and writes nothing, even once the answer period is over', async () => {
    const { ctx, caller, writes, record, setNow } = stepsTestContext();
    const key = randomUUID();
    expect(await submitStepAnswers(ctx, STEP_ID, { answers }, caller, key)).toEqual({ result: 'success' });
    expect(record().version).toBe(2);
    expect(await submitStepAnswers(ctx, STEP_ID, { answers }, caller, key)).toEqual({ result: 'success' });
    // 2026-11-16 KST: the request period ended; the retry still answers what its first try got.
    setNow(new Date(Date.UTC(2026, 10, 16, 3, 0, 0)));
    expect(await submitStepAnswers(ctx, STEP_ID, { answers }, caller, key)).toEqual({ result: 'success' });
    expect(await submitStepAnswers(ctx, STEP_ID, { answers }, caller, randomUUID())).toEqual({ result: 'end' });
    expect(writes).toEqual(['answers']);
    expect(record().version).toBe(2);
  });

  it('stores a later edit (a new key) as before, and refuses the first key with the edited answers', async () => {
    const { ctx, caller, writes, record } = stepsTestContext();
    const key = randomUUID();
    await submitStepAnswers(ctx, STEP_ID, { answers }, caller, key);
    const edited = { 1: { text: '부산 지사 근무 희망' } };
    expect(await submitStepAnswers(ctx, STEP_ID, { answers: edited }, caller, randomUUID())).toEqual({ result: 'success' });
    await expect(submitStepAnswers(ctx, STEP_ID, { answers: edited }, caller, key)).rejects.toMatchObject({ kind: 'unprocessable', details: { code: 'idempotencyKeyReused' } });
    expect(writes).toEqual(['answers', 'answers']);
    expect(record().answers).toEqual(edited);
  });

  it('writes nothing for a refused submit, so its key stays free for the corrected one', async () => {
    const { ctx, caller, writes } = stepsTestContext();
    const key = randomUUID();
    expect(await submitStepAnswers(ctx, STEP_ID, { answers: {} }, caller, key)).toMatchObject({ result: 'error' });
    expect(writes).toEqual([]);
    await expect(submitStepAnswers(ctx, STEP_ID, { answers }, caller, key)).resolves.toEqual({ result: 'success' });
  });
});
