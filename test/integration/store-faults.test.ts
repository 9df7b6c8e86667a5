import { randomUUID } from 'node:crypto';
import { DeleteTableCommand, DescribeTimeToLiveCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from '../../functions/src/adapters/dynamodb/create-table.ts';
import { createDynamoClients } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { tableDefinition } from '../../functions/src/adapters/dynamodb/table-definition.ts';
import { config, resetConfig } from '../../functions/src/config.ts';
import { processWiring, resetProcessWiring } from '../../functions/src/wiring/process-wiring.ts';
import { recordFigures } from '../support/figures.ts';
import { startStoreFaults, type FaultPlan, type StoreFault, type StoreFaults } from '../support/store-faults.ts';
import { codeFromOutbox } from '../support/outbox-code.ts';
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
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('steps.yaml')]);
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
    expect((await repos().idempotency.find({ applicantId: keyed.id }, key))?.answer).toEqual(withKey.json());
  });

  it.each(LOST)('answers a retried save with the first answer and writes it once (every answer of its transaction lost: %s)', async (kind) => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '재시도');
    const key = randomUUID();
    faults.plan(transactionAnswersLost(kind));
    const first = await saveWithKey(a, firstSave(13), key);
    faults.plan(undefined);
    // Every SDK try lost its answer: the portal cannot tell the browser the save was written, though it was; it says the
    // store is unavailable for now (the Korean 503), and the browser sends the request again.
    expect(first.status).toBe(503);
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
    expect(first.status).toBe(503);
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
    expect(first.status).toBe(503);
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

describe('making the local table when the store applied a call whose answer was lost', () => {
  // Under load a CreateTable that DynamoDB Local applied can time out; the SDK's retry then meets the table it made.
  it.each(['answer-lost', 'connection-dropped'] as const)('makes the table once and marks its layout (%s on the first try of every table call)', async (kind) => {
    const table = `faults-${randomUUID().slice(0, 8)}`;
    // The portal's own client set-up (its retries and timeouts), through the fault proxy.
    const client = createDynamoClients(config()).base;
    faults.plan((op, _call, attempt) => (['CreateTable', 'UpdateTimeToLive', 'DeleteTable'].includes(op) && attempt === 1 ? kind : undefined));
    try {
      await ensureTable(client, table);
      // An earlier key layout is dropped and made again, through the same lost answers.
      await client.send(new PutItemCommand({ TableName: table, Item: { pk: { S: 'DIR#LAYOUT' }, sk: { S: 'TABLE' }, layout: { N: '1' } } }));
      await ensureTable(client, table);
    } finally {
      faults.plan(undefined);
    }
    expect(faults.counts()[kind]).toBeGreaterThanOrEqual(5);
    const marker = await client.send(new GetItemCommand({ TableName: table, Key: { pk: { S: 'DIR#LAYOUT' }, sk: { S: 'TABLE' } }, ConsistentRead: true }));
    expect(marker.Item?.layout?.N).toBe(String(tableDefinition.keyLayout));
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: table }));
    expect(ttl.TimeToLiveDescription?.TimeToLiveStatus).toBe('ENABLED');
    await client.send(new DeleteTableCommand({ TableName: table }));
  });
});

describe("the other applicant writes whose answer was lost, retried with their idempotency key", () => {
  /** Every attempt of `operation` reaches the store, which applies it, and loses its answer (or only the first `tries`). */
  const answersLost =
    (operation: string, kind: StoreFault, tries = Number.POSITIVE_INFINITY): FaultPlan =>
    (op, _call, attempt) =>
      op === operation && attempt <= tries ? kind : undefined;
  const LOST: StoreFault[] = ['answer-lost', 'connection-dropped'];
  const send = (host: string, path: string, body: unknown, headers: Record<string, string>) =>
    portal.send('POST', host, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
  const withKey = (token: string | undefined, key: string | undefined) => ({ ...(token ? { applicanttoken: token } : {}), ...(key ? { 'Idempotency-Key': key } : {}) });
  const repos = () => processWiring().reposFor(TENANT);

  // The steps fixture (test/fixtures/tenants/steps.yaml): 701 asks for answers, 702 is a survey.
  const STEPS = { host: 'steps.localhost', tenant: 9151, project: 91511, task: 915111 };
  const stepRepos = () => processWiring().reposFor(STEPS.tenant);
  const published = { resultMessageStatus: 'Y' as const, resultType: 'pass' as const, resultMessage: '합격', scores: {}, chart: null };
  const withStep = async (stepId: number) => {
    const a = await createTestApplicant(STEPS.tenant, STEPS.project, STEPS.task, '유실재시도');
    await stepRepos().applicantSteps.publish(STEPS.project, stepId, a.id, published);
    return a;
  };
  const answers = { '1': { selected: [11] }, '3': { selected: [31] }, '4': { selected: [42] } };

  it.each(LOST)('answers retried step answers with the first answer and stores them once (every answer of the transaction lost: %s)', async (kind) => {
    const a = await withStep(701);
    const before = (await stepRepos().applicantSteps.get(a.id, 701))!.version;
    const key = randomUUID();
    const submit = () => send(STEPS.host, `applicant/result/701-${a.id}/update`, { answers }, withKey(a.token, key));
    faults.plan(answersLost('TransactWriteItems', kind));
    const first = await submit();
    faults.plan(undefined);
    expect(first.status).toBe(503);
    const written = (await stepRepos().applicantSteps.get(a.id, 701))!;
    expect(written).toMatchObject({ version: before + 1, answers, addRequestStatus: 'Y' });
    const retry = await submit();
    expect([retry.status, retry.json()]).toEqual([200, { result: 'success' }]);
    expect((await submit()).json()).toEqual({ result: 'success' });
    // Stored once: the step's version moved on by one.
    expect(await stepRepos().applicantSteps.get(a.id, 701)).toEqual(written);
  });

  it("answers a survey whose answer was lost once from the SDK's own retry with a key, where without one that retry meets its own write", async () => {
    const [keyed, plain] = [await withStep(702), await withStep(702)];
    const survey = (a: { id: number; token: string }, key?: string) => send(STEPS.host, `applicant/survey/702-${a.id}/store`, { answers: { '1': { selected: [11] } } }, withKey(a.token, key));
    // With a key the survey is a transaction: the SDK's retry carries its ClientRequestToken and is answered as done.
    faults.plan(answersLost('TransactWriteItems', 'answer-lost', 1));
    const one = await survey(keyed, randomUUID());
    // Without one it is a single conditional update: its retry finds the survey answered (by itself).
    faults.plan(answersLost('UpdateItem', 'answer-lost', 1));
    const other = await survey(plain);
    faults.plan(undefined);
    expect([one.status, one.json()]).toEqual([200, { result: 'success' }]);
    expect([other.status, other.json()]).toEqual([200, { result: 'error', errorMessage: '이미 제출한 설문입니다' }]);
    for (const a of [keyed, plain]) expect((await stepRepos().applicantSteps.get(a.id, 702))?.surveyAnswers).toEqual({ '1': { selected: [11] } });
  });

  it.each(LOST)("creates a session whose first put was applied but answered lost: the SDK's retry meets its own write, not a conflict (%s)", async (kind) => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '토큰재시도');
    faults.plan(answersLost('PutItem', kind, 1));
    const created = await repos().applicantTokens.create(a.id, 3600, 1800);
    faults.plan(undefined);
    expect(await repos().applicantTokens.find(created.token)).toMatchObject({ applicantId: a.id, expiresAt: created.expiresAt });
  });

  it.each(LOST)("uses a solved challenge once though its marker's first write was applied and answered lost: the SDK's retry meets its own marker, a replay does not (%s)", async (kind) => {
    const challenge = `lost-proof-${randomUUID()}`;
    const expires = Math.floor(Date.now() / 1000) + 300;
    faults.plan(answersLost('UpdateItem', kind, 1));
    const first = await repos().abuse.useProof(challenge, expires);
    faults.plan(undefined);
    expect(first).toBe(true);
    expect(await repos().abuse.useProof(challenge, expires)).toBe(false);
  });

  it.each(LOST)("counts a try once though its swap was applied and answered lost: the SDK's retry meets its own write, a concurrent try's swap on the same record does not (%s)", async (kind) => {
    const [person, address] = [`lost-person-${randomUUID()}`, `lost-address-${randomUUID()}`];
    const next = { failures: 1, lastAt: Date.now(), skippedWait: false };
    faults.plan(answersLost('UpdateItem', kind, 1));
    const swapped = await repos().abuse.swapPair(person, 'check', address, undefined, next, 3600);
    faults.plan(undefined);
    expect(swapped).toBe(true);
    expect(await repos().abuse.pair(person, 'check', address)).toEqual(next);
    // Another try that decided on the same (empty) record loses the race.
    expect(await repos().abuse.swapPair(person, 'check', address, undefined, { ...next, lastAt: next.lastAt + 1 }, 3600)).toBe(false);
  });

  it.each(LOST)('answers a retried survey submit with its first answer and stores it once (every answer lost: %s)', async (kind) => {
    const a = await withStep(702);
    const key = randomUUID();
    const survey = (k?: string) => send(STEPS.host, `applicant/survey/702-${a.id}/store`, { answers: { '1': { selected: [12] } } }, withKey(a.token, k));
    faults.plan(answersLost('TransactWriteItems', kind));
    expect((await survey(key)).status).toBe(503);
    faults.plan(undefined);
    const written = (await stepRepos().applicantSteps.get(a.id, 702))!;
    expect(written.surveyAnswers).toEqual({ '1': { selected: [12] } });
    expect((await survey(key)).json()).toEqual({ result: 'success' });
    // The same retry without its key is refused as a second survey.
    expect((await survey()).json()).toMatchObject({ result: 'error' });
    expect(await stepRepos().applicantSteps.get(a.id, 702)).toEqual(written);
  });

  it.each(LOST)('answers a retried inquiry with the first inquiry and stores it once (every answer lost: %s)', async (kind) => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '문의재시도');
    const key = randomUUID();
    const inquiry = { category: '채용 절차', title: '응답을 잃은 문의', content: '한 번만 저장되어야 합니다.', file_ids: [] };
    const ask = (k?: string) => send(HOST, 'board/qna', inquiry, withKey(a.token, k));
    faults.plan(answersLost('TransactWriteItems', kind));
    expect((await ask(key)).status).toBe(503);
    faults.plan(undefined);
    const stored = await repos().inquiries.listByApplicant(a.id);
    expect(stored).toHaveLength(1);
    const retry = await ask(key);
    expect([retry.status, retry.json()]).toEqual([200, { result: 'success', id: stored[0]!.id }]);
    expect((await ask(key)).json()).toEqual(retry.json());
    expect(await repos().inquiries.listByApplicant(a.id)).toHaveLength(1);
    // The same retry without a key is a second inquiry.
    expect((await ask()).status).toBe(200);
    expect(await repos().inquiries.listByApplicant(a.id)).toHaveLength(2);
  });

  it.each(LOST)('answers a retried auth save with the applicant its first try created and creates it once (every answer lost: %s)', async (kind) => {
    const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const person = { name: '유실생성', phone: `010${n}`, email: `lost-${n}@example.com`, password: 'lost-answer-26', password_confirmation: 'lost-answer-26' };
    for (const [channel, recv] of [['email', person.email], ['sms', person.phone]] as const) {
      expect((await send(HOST, `verify/request/${channel}`, { project_id: PROJECT, type: 'applicant_certification', recv_info: recv }, {})).status).toBe(200);
      const code = await codeFromOutbox(portal, recv);
      expect((await send(HOST, `verify/confirm/${channel}`, { request_info: code, recv_info: recv, type: 'applicant_certification' }, {})).json()).toBe('Y');
    }
    const key = randomUUID();
    const create = (k?: string) => send(HOST, `applicant/create/${TASK}`, { project_id: PROJECT, agreements: 'Y', agreement_ids: [1], ...person }, withKey(undefined, k));
    faults.plan(answersLost('TransactWriteItems', kind));
    expect((await create(key)).status).toBe(503);
    faults.plan(undefined);
    // The applicant was created though its answer was lost; the same save without its key is refused (codes used).
    const retry = await create(key);
    expect(retry.status, retry.text).toBe(200);
    const { id, access_token } = retry.json<{ id: number; access_token: string }>();
    expect((await repos().idempotency.find('visitor', key))?.answer).toEqual({ id });
    expect((await send(HOST, 'applicant/view', { type: 'data' }, { applicanttoken: access_token })).json()).toMatchObject({ id, name: '유실생성' });
    expect((await create(key)).json()).toMatchObject({ id });
    expect((await create()).json<{ message: string }>().message).toBe('이메일 확인 후 진행하여 주세요');
    // Created once: the person's one application (its verified e-mail's identity item) is the one answered.
    const identity = processWiring().crypto.keyedHash(`identity-email:${person.email}`);
    expect(await repos().applicants.findIdByIdentity(PROJECT, identity)).toBe(id);
    expect(await repos().applicants.get(id)).toMatchObject({ name: '유실생성', projectId: PROJECT });
  }, 60_000);
});
