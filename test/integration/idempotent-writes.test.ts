import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantRepositories } from '../../functions/src/domain/ports.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { codeFromOutbox } from '../support/outbox-code.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Issue 20 item 3: the applicant writes besides the page save take an Idempotency-Key (docs/reliability.md 'Store
 * faults'): the additional-request answers, the survey, a Q&A inquiry and the auth save. Through the local server and
 * DynamoDB Local: a retry answers its first answer, concurrent tries with one key write once, the key with other
 * content is a Korean 422, and a key that is not a UUID a Korean 400 naming the header. store-faults.test.ts loses
 * the answers of these writes on the way back.
 */
let portal: TestPortal;
const STEPS = { host: 'steps.localhost', tenant: 9151, project: 91511, task: 915111 };
const REUSED = { message: '같은 요청 번호로 다른 내용을 보낼 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.', code: 'idempotencyKeyReused' };
const published = { resultMessageStatus: 'Y' as const, resultType: 'pass' as const, resultMessage: '합격', scores: {}, chart: null };

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('steps.yaml')]);
});
afterAll(() => portal?.close());

const repos = (tenant: number): TenantRepositories => processWiring().reposFor(tenant);
const send = (host: string, path: string, body: unknown, token?: string, key?: string) =>
  portal.send('POST', host, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', ...(token ? { applicanttoken: token } : {}), ...(key ? { 'Idempotency-Key': key } : {}) });
async function withStep(stepId: number) {
  const a = await createTestApplicant(STEPS.tenant, STEPS.project, STEPS.task, '요청번호');
  await repos(STEPS.tenant).applicantSteps.publish(STEPS.project, stepId, a.id, published);
  return a;
}

describe('the additional-request answers with an idempotency key', () => {
  const answers = { '1': { selected: [11] }, '3': { selected: [31] }, '4': { selected: [42] } };

  it('stores six concurrent tries with one key once and answers each success; the key with other answers is refused', async () => {
    const a = await withStep(701);
    const before = (await repos(STEPS.tenant).applicantSteps.get(a.id, 701))!.version;
    const key = randomUUID();
    const tries = await Promise.all(Array.from({ length: 6 }, () => send(STEPS.host, `applicant/result/701-${a.id}/update`, { answers }, a.token, key)));
    expect(tries.map((r) => [r.status, r.json()])).toEqual(Array.from({ length: 6 }, () => [200, { result: 'success' }]));
    expect((await repos(STEPS.tenant).applicantSteps.get(a.id, 701))!.version).toBe(before + 1);
    const other = await send(STEPS.host, `applicant/result/701-${a.id}/update`, { answers: { ...answers, '4': { selected: [41] } } }, a.token, key);
    // 41 would have been a 'duplicate' department: the key answers before anything is checked.
    expect([other.status, other.json()]).toEqual([422, REUSED]);
    expect((await repos(STEPS.tenant).applicantSteps.get(a.id, 701))?.answers).toEqual(answers);
  });

  it('keeps a key to its applicant and its operation: the key of a survey is refused on the answers', async () => {
    const a = await withStep(701);
    const b = await withStep(701);
    const key = randomUUID();
    expect((await send(STEPS.host, `applicant/result/701-${a.id}/update`, { answers }, a.token, key)).json()).toEqual({ result: 'success' });
    // Another applicant's submit with the same key is a submit of its own.
    expect((await send(STEPS.host, `applicant/result/701-${b.id}/update`, { answers }, b.token, key)).json()).toEqual({ result: 'success' });
    expect((await repos(STEPS.tenant).applicantSteps.get(b.id, 701))?.answers).toEqual(answers);
    const c = await withStep(702);
    await repos(STEPS.tenant).applicantSteps.publish(STEPS.project, 701, c.id, published);
    const surveyKey = randomUUID();
    expect((await send(STEPS.host, `applicant/survey/702-${c.id}/store`, { answers: { '1': { selected: [11] } } }, c.token, surveyKey)).json()).toEqual({ result: 'success' });
    expect((await send(STEPS.host, `applicant/result/701-${c.id}/update`, { answers }, c.token, surveyKey)).status).toBe(422);
  });
});

describe('the survey with an idempotency key', () => {
  it('answers every one of concurrent tries with one key success and stores the survey once', async () => {
    const a = await withStep(702);
    const key = randomUUID();
    const tries = await Promise.all(Array.from({ length: 6 }, () => send(STEPS.host, `applicant/survey/702-${a.id}/store`, { answers: { '1': { selected: [12] } } }, a.token, key)));
    expect(tries.map((r) => r.json())).toEqual(Array.from({ length: 6 }, () => ({ result: 'success' })));
    expect((await repos(STEPS.tenant).applicantSteps.get(a.id, 702))?.surveyAnswers).toEqual({ '1': { selected: [12] } });
    // A new submit (a new key) is a second survey: refused, as the spec says (once per applicant and step).
    expect((await send(STEPS.host, `applicant/survey/702-${a.id}/store`, { answers: { '1': { selected: [11] } } }, a.token, randomUUID())).json()).toMatchObject({ result: 'error' });
  });
});

describe('a Q&A inquiry with an idempotency key', () => {
  const inquiry = { category: '채용 절차', title: '요청 번호 문의', content: '한 번만 접수되나요?', file_ids: [] };

  it('stores one inquiry and sends one acknowledgement for six concurrent tries with one key, each answered its id at once or after the wait it was told', async () => {
    const a = await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '문의자');
    const key = randomUUID();
    portal.clock.freeze();
    const tries = await Promise.all(Array.from({ length: 6 }, () => send(alpha.host, 'board/qna', inquiry, a.token, key))).finally(() => portal.clock.reset());
    const stored = await repos(alpha.tenant).inquiries.listByApplicant(a.id);
    expect(stored).toHaveLength(1);
    // Each inquiry counts on the abuse controls (five at once, then a wait): a try that arrived while none was stored yet
    // may be told to wait a second; sent again, it is answered the stored inquiry.
    const answers = await Promise.all(tries.map((r) => (r.status === 429 && r.headers['retry-after'] === '1' ? send(alpha.host, 'board/qna', inquiry, a.token, key) : r)));
    expect(answers.map((r) => [r.status, r.json()])).toEqual(Array.from({ length: 6 }, () => [200, { result: 'success', id: stored[0]!.id }]));
    const email = (await repos(alpha.tenant).applicants.get(a.id))!.email;
    const outbox = (await portal.get('localhost', '/dev/outbox.json')).json<{ to: string }[]>();
    expect(outbox.filter((e) => e.to === email)).toHaveLength(1);
    expect((await send(alpha.host, 'board/qna', { ...inquiry, content: '다른 내용' }, a.token, key)).json()).toEqual(REUSED);
  });
});

describe('the auth save with an idempotency key', () => {
  const verified = async () => {
    const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const person = { name: '요청번호', phone: `010${n}`, email: `key-${n}@example.com`, password: 'key-apply-2026', password_confirmation: 'key-apply-2026' };
    for (const [channel, recv] of [['email', person.email], ['sms', person.phone]] as const) {
      expect((await send(alpha.host, `verify/request/${channel}`, { project_id: alpha.project, type: 'applicant_certification', recv_info: recv })).status).toBe(200);
      const code = await codeFromOutbox(portal, recv);
      expect((await send(alpha.host, `verify/confirm/${channel}`, { request_info: code, recv_info: recv, type: 'applicant_certification' })).json()).toBe('Y');
    }
    return person;
  };
  const create = (person: Record<string, string>, key?: string) => send(alpha.host, `applicant/create/${alpha.task}`, { project_id: alpha.project, agreements: 'Y', agreement_ids: [1], ...person }, undefined, key);

  it('creates one applicant from six concurrent tries with one key, and answers each that applicant with a token of its own', async () => {
    const person = await verified();
    const key = randomUUID();
    const tries = await Promise.all(Array.from({ length: 6 }, () => create(person, key)));
    expect(tries.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const answers = tries.map((r) => r.json<{ id: number; access_token: string }>());
    expect(new Set(answers.map((x) => x.id)).size).toBe(1);
    expect(new Set(answers.map((x) => x.access_token)).size).toBe(6);
    for (const { access_token } of answers) expect((await send(alpha.host, 'applicant/view', { type: 'data' }, access_token)).json()).toMatchObject({ id: answers[0]!.id });
  }, 60_000);

  it('refuses the key with another password (422) and a key that is not a UUID (400, naming the header)', async () => {
    const person = await verified();
    const key = randomUUID();
    expect((await create(person, key)).status).toBe(200);
    const other = await create({ ...person, password: 'other-apply-2026', password_confirmation: 'other-apply-2026' }, key);
    expect([other.status, other.json()]).toEqual([422, REUSED]);
    for (const bad of ['not-a-uuid', 'x'.repeat(300)]) {
      const r = await create(person, bad);
      expect([r.status, r.json()]).toEqual([400, { message: '요청 번호(Idempotency-Key)는 UUID 형식으로 보내 주세요.', field: 'Idempotency-Key' }]);
    }
    // Nothing about the request is stored in clear: the record holds the applicant's id and a keyed hash.
    const record = await repos(alpha.tenant).idempotency.find<{ id: number }>('visitor', key);
    expect(JSON.stringify(record)).not.toContain(person.password);
    expect(JSON.stringify(record)).not.toContain(person.email);
  }, 60_000);
});
