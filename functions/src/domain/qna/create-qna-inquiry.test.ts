import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { With } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import type { ApplicantRecord, InquiryCreated, InquiryRecord, IdempotentWrite, NewMessage } from '../ports.ts';
import { memoryIdempotency, testKeyedHash } from '../idempotency/idempotency-test-store.ts';
import { createQnaInquiry } from './create-qna-inquiry.ts';
import { memoryAbuse } from '../abuse/abuse-test-store.ts';

/** An AppContext with the Q&A board's options, an in-memory inquiry store with idempotency records, and an outbox that records what is queued. */
function qnaTestContext(verifyEmail = true) {
  const inquiries: InquiryRecord[] = [];
  const sent: string[] = [];
  const texts: string[] = [];
  const idempotency = memoryIdempotency();
  let tokens = 0;
  const ctx = {
    tenant: { id: 1, domainKey: 'a' },
    clock: { now: () => new Date(Date.UTC(2026, 10, 10, 3, 0, 0)) },
    crypto: { keyedHash: testKeyedHash, randomToken: () => `token${++tokens}`.padEnd(16, 'x') },
    origin: { sourceIp: '192.0.2.1' },
    repos: {
      abuse: memoryAbuse(),
      idempotency: idempotency.repo,
      boards: { listOptions: async () => [{ name: '채용 일반 문의', value: 'Y' }] },
      company: { get: async () => ({ name: '에이회사' }), getRecent: async () => undefined },
      projects: { getRecent: async () => ({ project: { verify_options: { auth: false, email: verifyEmail, sms: true } }, tasks: [] }) },
      verifications: { countMailSend: async () => true },
      outbox: { enqueue: async (messages: NewMessage[]) => void messages.forEach((m) => (sent.push(m.to), texts.push(`${m.subject}\n${m.text}`))) },
      audit: { record: async () => undefined },
      uploads: { listByApplicant: async () => [] },
      inquiries: {
        create: async (r: InquiryRecord, keyed?: IdempotentWrite<InquiryCreated>) => idempotency.write({ applicantId: r.applicantId }, keyed, () => inquiries.push(r) > 0),
      },
    },
  } as unknown as With<'notifier'>;
  const caller = { applicant: { id: 7, projectId: 30, email: 'jiwon@example.com' } as ApplicantRecord } as ApplicantCaller;
  return { ctx, caller, inquiries, sent, texts };
}

const body = { category: '채용 일반 문의', title: '서류 제출 문의', content: '추가 서류는 언제까지 내면 되나요?', file_ids: [] };

describe('a Q&A inquiry with an idempotency key', () => {
  it('answers a retried inquiry with its first id, and stores and acknowledges it once', async () => {
    const { ctx, caller, inquiries, sent } = qnaTestContext();
    const key = randomUUID();
    const first = await createQnaInquiry(ctx, body, caller, key);
    expect(first).toEqual({ result: 'success', id: inquiries[0]!.id });
    expect(await createQnaInquiry(ctx, body, caller, key)).toEqual(first);
    expect(inquiries).toHaveLength(1);
    expect(sent).toEqual(['jiwon@example.com']);
  });

  it('stores a second inquiry sent without a key, as before (a second click is a second inquiry)', async () => {
    const { ctx, caller, inquiries, sent } = qnaTestContext();
    const one = await createQnaInquiry(ctx, body, caller);
    const two = await createQnaInquiry(ctx, body, caller);
    expect(one.id).not.toBe(two.id);
    expect(inquiries).toHaveLength(2);
    expect(sent).toHaveLength(2);
  });

  it('refuses the same key with another title (422, in Korean) and stores nothing more', async () => {
    const { ctx, caller, inquiries } = qnaTestContext();
    const key = randomUUID();
    await createQnaInquiry(ctx, body, caller, key);
    await expect(createQnaInquiry(ctx, { ...body, title: '다른 문의' }, caller, key)).rejects.toMatchObject({
      kind: 'unprocessable',
      message: '같은 요청 번호로 다른 내용을 보낼 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
    });
    expect(inquiries).toHaveLength(1);
  });
});

describe('the acknowledgement of a Q&A inquiry (security.md 28)', () => {
  const phishing = { ...body, title: '당첨을 축하합니다! http://phish.example/1', content: '지금 http://phish.example/2 에서 확인하세요' };

  it('acknowledges an inquiry without quoting its title or content', async () => {
    const { ctx, caller, texts } = qnaTestContext();
    await createQnaInquiry(ctx, phishing, caller);
    expect(texts).toHaveLength(1);
    expect(texts[0]).not.toContain('phish.example');
    expect(texts[0]).not.toContain('당첨');
  });

  it('stores an inquiry but sends no acknowledgement to an address its project never verified', async () => {
    const { ctx, caller, inquiries, sent } = qnaTestContext(false);
    const answer = await createQnaInquiry(ctx, phishing, caller);
    expect(answer).toEqual({ result: 'success', id: inquiries[0]!.id });
    expect(sent).toEqual([]);
  });
});
