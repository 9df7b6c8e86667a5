import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../../functions/src/config.ts';
import { processWiring, resetProcessWiring } from '../../functions/src/wiring/process-wiring.ts';
import { recordFigures } from '../support/figures.ts';
import { startStoreFaults, type FaultPlan, type StoreFault, type StoreFaults } from '../support/store-faults.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Issue 20 item 3: the store slowed by throttling, failing with 500s, and cancelling transactions, between the portal
 * and DynamoDB Local (test/support/store-faults.ts), during saves and final submissions. What the portal accepted is
 * present exactly once after the faults clear; nothing accepted is lost and nothing refused was written. And writes the
 * store applied whose answer was lost: tried again, by the SDK or by the browser with the save's idempotency key, they
 * answer what was written, once.
 */
let portal: TestPortal;
let faults: StoreFaults;
let storeEndpoint: string;
const { host: HOST, tenant: TENANT, project: PROJECT, task: TASK } = alpha;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
  storeEndpoint = process.env.DYNAMODB_ENDPOINT!;
  faults = await startStoreFaults(storeEndpoint);
  process.env.DYNAMODB_ENDPOINT = faults.endpoint;
  resetConfig();
  resetProcessWiring();
});
/** The suite's figures for docs/reliability.md: applications read back after the faults, and what was missing or doubled. */
const readBack = { applications: 0, lost: 0, duplicated: 0 };
afterAll(async () => {
  if (faults) {
    const { passed, ...injected } = faults.counts();
    recordFigures('faults', { faults: Object.values(injected).reduce((t, v) => t + v, 0), injected, passed, ...readBack });
  }
  process.env.DYNAMODB_ENDPOINT = storeEndpoint;
  resetConfig();
  resetProcessWiring();
  await faults?.close();
  await portal?.close();
});

type A = { id: number; token: string };
const post = (path: string, body: unknown, token: string) =>
  portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', applicanttoken: token });
const save = (a: A, pageIndex: number, values: Record<string, unknown>) => post(`applicant/update/${a.id}`, { pageIndex, saveType: 'save', version: 0, values }, a.token);
const complete = (a: A) => post(`applicant/complete/${a.id}`, {}, a.token);

const page0 = (n: number) => ({
  english_name: `Fault Tester ${String.fromCharCode(65 + n)}`,
  applicant_personal_infos: { birthdate_year: '1998', birthdate_month: '3', birthdate_day: '14' },
  post_code: '04524',
  address: '서울특별시 중구 세종대로 110',
  address_detail: `${n + 1}층`,
  applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '1' }, { form_question_id: 1022, answer: '장애가 나도 지원서는 남습니다.' }] } },
});
const page1 = { applicant_universities: [{ school_name: '한국대학교', period_start_date: '2017-03-02', period_end_date: '2021-02-20', gpa: '3.8' }] };

/** Every applicant's pages and final submission, read back with the faults cleared. */
async function stored(a: A, n: number) {
  const repos = processWiring().reposFor(TENANT);
  const [submissions, applicant, saved0] = await Promise.all([repos.submissions.list(a.id), repos.applicants.get(a.id), repos.answers.getPage(a.id, 0)]);
  readBack.applications++;
  if (submissions.length > 1) readBack.duplicated++;
  if (applicant?.status !== 'Y' || (saved0 as { values?: Record<string, unknown> } | undefined)?.values?.address_detail !== `${n + 1}층`) readBack.lost++;
  return { submissions: submissions.length, status: applicant?.status, address: (saved0 as { values?: Record<string, unknown> } | undefined)?.values?.address_detail, expected: `${n + 1}층` };
}

describe('the store failing under the portal', () => {
  it('stores every save and final submission it accepted exactly once while half the store calls are throttled, some three times in a row, and some answer 500', async () => {
    // Every other call is throttled once; every fifth fails twice with a 500; every seventh is throttled three times.
    faults.plan((_op, call, attempt) =>
      call % 7 === 3 && attempt <= 3 ? 'throttle' : call % 5 === 1 && attempt <= 2 ? 'server-error' : call % 2 === 0 && attempt === 1 ? 'throttle' : undefined,
    );
    const people = await Promise.all(Array.from({ length: 6 }, () => createTestApplicant(TENANT, PROJECT, TASK, '장애시험')));
    const answers = await Promise.all(
      people.map(async (a, n) => {
        const first = await save(a, 0, page0(n));
        const second = await save(a, 1, page1);
        const done = await complete(a);
        return [first.status, second.status, done.status, done.json().result];
      }),
    );
    const injected = faults.counts();
    faults.plan(undefined);
    expect(answers).toEqual(people.map(() => [200, 200, 200, 'Y']));
    expect(injected.throttle).toBeGreaterThan(10);
    expect(injected['server-error']).toBeGreaterThan(0);
    for (const [n, a] of people.entries()) expect(await stored(a, n)).toEqual({ submissions: 1, status: 'Y', address: `${n + 1}층`, expected: `${n + 1}층` });
  }, 120_000);

  it('takes a transaction cancelled by throttling or a concurrent transaction for what it is, and tries it again', async () => {
    // Of every three transaction calls, two are cancelled, one for throttling and one for a conflict: a retry of ours
    // is a new call for the store (the SDK does not retry a cancellation), so each write needs its third try.
    let transactions = 0;
    faults.plan((op) => {
      if (op !== 'TransactWriteItems') return undefined;
      const k = transactions++ % 3;
      return k === 0 ? 'transaction-throttled' : k === 1 ? 'transaction-conflict' : undefined;
    });
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '취소시험');
    const first = await save(a, 0, page0(7));
    const second = await save(a, 1, page1);
    const done = await complete(a);
    const injected = faults.counts();
    faults.plan(undefined);
    expect([first.status, second.status, done.status, done.json().result]).toEqual([200, 200, 200, 'Y']);
    expect(injected['transaction-throttled'] + injected['transaction-conflict']).toBeGreaterThan(1);
    expect(await stored(a, 7)).toEqual({ submissions: 1, status: 'Y', address: '8층', expected: '8층' });
  }, 60_000);
});

describe('the store hanging', () => {
  it('ends a store call that hangs with the client\'s request timeout and tries it again: saves and the final submission are answered and stored once', async () => {
    // Every transaction's first attempt, and every third read's, is taken by the store and never answered.
    faults.plan((op, call, attempt) => (attempt === 1 && (op === 'TransactWriteItems' || (op === 'GetItem' && call % 3 === 0)) ? 'hang' : undefined));
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '무응답시험');
    const first = await save(a, 0, page0(9));
    const second = await save(a, 1, page1);
    const done = await complete(a);
    const hung = faults.counts().hang;
    faults.plan(undefined);
    expect([first.status, second.status, done.status, done.json().result]).toEqual([200, 200, 200, 'Y']);
    expect(hung).toBeGreaterThanOrEqual(3);
    expect(await stored(a, 9)).toEqual({ submissions: 1, status: 'Y', address: '10층', expected: '10층' });
  }, 90_000);
});

describe('a write the store applied whose answer was lost', () => {
  const LOST: StoreFault[] = ['answer-lost', 'connection-dropped'];
  /** Every TransactWriteItems reaches the store, which applies it, and its answer is lost: on the first `tries` SDK attempts. */
  const transactionAnswersLost =
    (kind: StoreFault, tries = Number.POSITIVE_INFINITY): FaultPlan =>
    (op, _call, attempt) =>
      op === 'TransactWriteItems' && attempt <= tries ? kind : undefined;
  const saveWithKey = (a: A, body: Record<string, unknown>, key?: string) =>
    portal.send('POST', HOST, `/api/app/applicant/update/${a.id}`, JSON.stringify(body), { 'content-type': 'application/json', applicanttoken: a.token, ...(key ? { 'idempotency-key': key } : {}) });
  const firstSave = (n: number) => ({ pageIndex: 0, saveType: 'save', version: 0, values: page0(n) });
  const repos = () => processWiring().reposFor(TENANT);

  it.each(LOST)("answers a save whose transaction answer was lost once (%s) from the SDK's own retry, and writes it once, with a key or without", async (kind) => {
    const [keyed, plain] = await Promise.all([createTestApplicant(TENANT, PROJECT, TASK, '응답유실'), createTestApplicant(TENANT, PROJECT, TASK, '응답유실')]);
    const key = randomUUID();
    const before = faults.counts()[kind];
    faults.plan(transactionAnswersLost(kind, 1));
    const withKey = await saveWithKey(keyed, firstSave(11), key);
    const withoutKey = await saveWithKey(plain, firstSave(12));
    const lost = faults.counts()[kind] - before;
    faults.plan(undefined);
    // The SDK sends the same TransactWriteItems again with the same ClientRequestToken, which the store answers as
    // done without applying it twice: this worked before the idempotency key, and still does without one.
    expect(lost).toBe(2);
    expect([withKey.status, withoutKey.status]).toEqual([200, 200]);
    expect(withKey.json()).toMatchObject({ id: keyed.id, version: 1, confirm_page: [0], save_page: 0 });
    expect(withoutKey.json()).toMatchObject({ id: plain.id, version: 1, confirm_page: [0], save_page: 0 });
    expect(await repos().answers.getPage(keyed.id, 0)).toMatchObject({ version: 1, values: { address_detail: '12층' } });
    expect(await repos().answers.getPage(plain.id, 0)).toMatchObject({ version: 1, values: { address_detail: '13층' } });
    expect((await repos().answers.findIdempotencyRecord(keyed.id, key))?.answer).toEqual(withKey.json());
  });

  it.each(LOST)('answers a retried save with the first answer and writes it once (every answer of its transaction lost: %s)', async (kind) => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '재시도');
    const key = randomUUID();
    faults.plan(transactionAnswersLost(kind));
    const first = await saveWithKey(a, firstSave(13), key);
    faults.plan(undefined);
    // Every SDK try lost its answer: the portal cannot tell the browser the save was written, though it was.
    expect(first.status).toBe(500);
    const written = await repos().answers.getPage(a.id, 0);
    expect(written).toMatchObject({ version: 1, values: { address_detail: '14층' } });

    // The browser's retry, with the same key and body, gets the answer the first try would have had.
    const retry = await saveWithKey(a, firstSave(13), key);
    expect(retry.status).toBe(200);
    expect(retry.json()).toEqual({ id: a.id, pageIndex: 0, version: 1, savedAt: written!.savedAt, confirm_page: [0], save_page: 0 });
    const again = await saveWithKey(a, firstSave(13), key);
    expect([again.status, again.json()]).toEqual([200, retry.json()]);
    // Written once: the version moved on by one, and the applicant's pages as the first try left them.
    expect(await repos().answers.getPage(a.id, 0)).toEqual(written);
    expect((await repos().applicants.get(a.id))?.confirmPage).toEqual([0]);
  });

  it('refuses the same retry without a key as stale, though its first try was written (what it answers without a key)', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '키없음');
    faults.plan(transactionAnswersLost('answer-lost'));
    const first = await saveWithKey(a, firstSave(14));
    faults.plan(undefined);
    expect(first.status).toBe(500);
    const retry = await saveWithKey(a, firstSave(14));
    expect(retry.status).toBe(409);
    expect(retry.json()).toMatchObject({ code: 'stale', current: { version: 1, values: { address_detail: '15층' } } });
    expect(await repos().answers.getPage(a.id, 0)).toMatchObject({ version: 1 });
  });

  it('answers a retried final submission with the applicant number of the first, and submits once, without a key', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '제출재시도');
    expect((await save(a, 0, page0(15))).status).toBe(200);
    expect((await save(a, 1, page1)).status).toBe(200);
    faults.plan(transactionAnswersLost('answer-lost'));
    const first = await complete(a);
    faults.plan(undefined);
    expect(first.status).toBe(500);
    // The submission was written; a retry finds the application submitted and answers it as it stands (its number).
    const submitted = await repos().applicants.get(a.id);
    expect(submitted).toMatchObject({ status: 'Y' });
    const retry = await complete(a);
    expect(retry.status).toBe(200);
    expect(retry.json()).toMatchObject({ result: 'Y', applicant_number: submitted!.applicantNumber, submittedAt: submitted!.submittedAt });
    expect((await complete(a)).json()).toEqual(retry.json());
    expect(await repos().submissions.list(a.id)).toHaveLength(1);

    // Lost once: the SDK's retry (same ClientRequestToken) answers the first submission itself.
    const b = await createTestApplicant(TENANT, PROJECT, TASK, '제출재시도');
    expect((await save(b, 0, page0(16))).status).toBe(200);
    expect((await save(b, 1, page1)).status).toBe(200);
    faults.plan(transactionAnswersLost('connection-dropped', 1));
    const once = await complete(b);
    faults.plan(undefined);
    expect([once.status, once.json().result]).toEqual([200, 'Y']);
    expect(await repos().submissions.list(b.id)).toHaveLength(1);
  }, 60_000);
});
