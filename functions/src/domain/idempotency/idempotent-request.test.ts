import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { earlierAnswer, idempotentRequest, keyedWrite, replayAnswer } from './idempotent-request.ts';
import { memoryIdempotency, testKeyedHash } from './idempotency-test-store.ts';

const KEY = '0B6C1F3E-5D2A-4C8E-9F41-2A7B3C4D5E6F';
const store = memoryIdempotency();
const ctx = { crypto: { keyedHash: testKeyedHash }, repos: { idempotency: store.repo } } as unknown as AppContext;
const scope = { applicantId: 7 };

describe('a request sent with an Idempotency-Key', () => {
  it('has no key, hash or record when it came without the header', async () => {
    const request = idempotentRequest(ctx, scope, undefined, 'survey', { answers: {} });
    expect(request).toBeUndefined();
    expect(await earlierAnswer(ctx, request)).toBeUndefined();
    expect(keyedWrite(request, { result: 'success' })).toBeUndefined();
  });

  it('is the same request whatever the case of its key and the order of its fields', () => {
    const one = idempotentRequest(ctx, scope, KEY, 'survey', { applicantStepId: '9-7', answers: { 1: { text: '예' }, 2: { selected: [21] } } });
    const two = idempotentRequest(ctx, scope, KEY.toLowerCase(), 'survey', { answers: { 2: { selected: [21] }, 1: { text: '예' } }, applicantStepId: '9-7' });
    expect(one).toEqual(two);
    expect(one?.key).toBe(KEY.toLowerCase());
  });

  it('is another request with other content or as another operation, and its hash shows nothing of what was sent', () => {
    const hashOf = (operation: string, content: unknown) => idempotentRequest(ctx, scope, KEY, operation, content)!.requestHash;
    const saved = hashOf('applicant-create', { values: { password: 'jiwon-apply-26' } });
    expect(hashOf('applicant-create', { values: { password: 'jiwon-apply-27' } })).not.toBe(saved);
    expect(hashOf('qna-inquiry', { values: { password: 'jiwon-apply-26' } })).not.toBe(saved);
    // Keyed: a stored hash confirms no guess without the pepper.
    expect(saved).toBe(testKeyedHash('{"content":{"values":{"password":"jiwon-apply-26"}},"operation":"applicant-create"}'));
  });

  it("answers a retry with its first try's stored answer, and refuses the key with other content in Korean (422)", async () => {
    const first = idempotentRequest(ctx, scope, KEY, 'survey', { answers: { 1: { text: '예' } } })!;
    expect(store.write(scope, keyedWrite(first, { result: 'success' }), () => true)).toBe(true);
    expect(await earlierAnswer(ctx, idempotentRequest(ctx, scope, KEY, 'survey', { answers: { 1: { text: '예' } } }))).toEqual({ result: 'success' });
    // Another applicant's key space is its own.
    expect(await earlierAnswer(ctx, idempotentRequest(ctx, { applicantId: 8 }, KEY, 'survey', { answers: { 1: { text: '예' } } }))).toBeUndefined();

    const other = idempotentRequest(ctx, scope, KEY, 'survey', { answers: { 1: { text: '아니오' } } });
    const refused = await earlierAnswer(ctx, other).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'unprocessable', message: '같은 요청 번호로 다른 내용을 보낼 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.', details: { code: 'idempotencyKeyReused' } });
    expect(() => replayAnswer({ requestHash: 'other', answer: 1 }, first, '저장 문구')).toThrow('저장 문구');
  });
});
