import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { integrationMessages } from '@portal/shared/messages/integration';
import { qnaMessages } from '@portal/shared/messages/qna';
import { ABUSE_LIMITS } from '../../functions/src/domain/abuse/abuse-limits.ts';
import { apiKeyHash } from '../../functions/src/domain/integration/api-key.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { makeApiKey } from '../support/api-keys.ts';
import { codeFromOutbox } from '../support/outbox-code.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { createIdentifiableApplicant } from '../support/identifiable-applicants.ts';
import { fixture, startTestPortal, type TestPortal, type TestResponse } from '../support/test-portal.ts';
import { inBatches } from '../support/in-batches.ts';

/**
 * The routes that count tries on the one abuse module (issue 40, docs/security.md 35 'Routes on the module'): a
 * stranger's failures from one address never hold the honest person at another, successes never count, and the
 * stranger is slowed with a growing wait (429, Korean, Retry-After), never locked out for the hour.
 */
let portal: TestPortal;
const HOST = 'alpha.localhost';
const TENANT = 9101;
const PROJECT = 91011;
const TASK = 910112;
const m = messages.findApplication;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
});
afterAll(() => portal?.close());
afterEach(() => portal.clock.reset());

let serial = 0;
/** A fresh address of this file for each use: no two tests share a counter. */
const address = () => `127.0.40.${++serial}`;
/** A fresh mobile number (and its recipient counters) for each person. */
const phone = () => `0107${String(Date.now() % 1_000_000).padStart(6, '0')}${serial++ % 10}`;

const post = (path: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
  portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', ...headers }, { from });
const message = (r: TestResponse) => (r.json() as { message: string }).message;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

/** An applicant who can recover a password: stored with the identification key the auth step writes. */
async function owner(): Promise<{ name: string; phone: string; email: string }> {
  const person = { name: '김복구', phone: phone(), email: `owner-${randomUUID().slice(0, 8)}@example.com` };
  await createIdentifiableApplicant(TENANT, PROJECT, TASK, person);
  return person;
}

describe('password recovery (applicant/findPassword)', () => {
  const find = (p: { name: string; phone: string; email: string }, from: string) => post('applicant/findPassword', { projectId: PROJECT, ...p }, from);

  it("never lets a stranger's 100 recovery requests for a person from one address stop the owner's recovery from another; the stranger waits longer each time", async () => {
    const p = await owner();
    const stranger = address();
    portal.clock.freeze();
    // The stranger knows the name, phone and e-mail: a request of theirs is the owner's as far as the portal can tell.
    const tries = await inBatches(Array.from({ length: 100 }, () => p), 25, (x) => find(x, stranger));
    expect(tally(tries.map((t) => t.status))[429]).toBeGreaterThanOrEqual(100 - ABUSE_LIMITS.freeFailuresPerPair);

    // The stranger is slowed, not shut out: told when, in Korean, and each wait is longer than the last.
    const told = await find(p, stranger);
    expect([told.status, told.headers['retry-after']], told.text).toEqual([429, '1']);
    expect(message(told)).toBe(m.password.waitBeforeRetry(1));
    portal.clock.shift(1_000);
    // Counted again once the wait is over (answered by the number's own send limit: the stranger's address sent its five).
    expect(message(await find(p, stranger))).not.toBe(m.password.waitBeforeRetry(1));
    expect((await find(p, stranger)).headers['retry-after']).toBe('2');

    // The owner, elsewhere, recovers at once: a code arrives and its confirmation answers a reset token.
    const own = await find(p, address());
    expect(own.status, own.text).toBe(200);
    const confirmed = await post('verify/confirm/sms', { request_info: await codeFromOutbox(portal, p.phone), recv_info: p.phone, type: 'applicant_find_password' }, address());
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(typeof (confirmed.json() as { reset_token?: string }).reset_token).toBe('string');
  }, 60_000);
});

describe('verification codes (verify/confirm)', () => {
  const requestCode = (recv: string, from: string) => post('verify/request/sms', { project_id: PROJECT, type: 'applicant_certification', recv_info: recv }, from);
  const confirm = (recv: string, code: string, from: string) => post('verify/confirm/sms', { request_info: code, recv_info: recv, type: 'applicant_certification' }, from);
  const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');

  it("never lets a stranger's 100 wrong codes for someone's phone from one address stop the owner's right code from another; the stranger waits longer each time", async () => {
    const recv = phone();
    const [home, stranger] = [address(), address()];
    portal.clock.freeze();
    expect((await requestCode(recv, home)).status).toBe(200);
    const right = await codeFromOutbox(portal, recv);
    const guesses = await inBatches(Array.from({ length: 100 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0')), 25, (g) => confirm(recv, g, stranger));
    // Five are compared (the code stays alive: its own ceiling is far off); every other one is told to wait.
    expect(tally(guesses.map((g) => g.status))).toEqual({ 400: ABUSE_LIMITS.freeFailuresPerPair, 429: 100 - ABUSE_LIMITS.freeFailuresPerPair });
    expect(new Set(guesses.filter((g) => g.status === 429).map(message))).toEqual(new Set([messages.verification.waitBeforeRetry(1)]));

    const told = await confirm(recv, wrongFor(right), stranger);
    expect([told.status, told.headers['retry-after']]).toEqual([429, '1']);
    portal.clock.shift(1_000);
    expect(message(await confirm(recv, wrongFor(right), stranger))).toBe(messages.verification.failed);
    expect((await confirm(recv, wrongFor(right), stranger)).headers['retry-after']).toBe('2');

    const own = await confirm(recv, right, home);
    expect([own.status, own.json()]).toEqual([200, 'Y']);
  });

  it('never counts a right code: after four wrong ones and the right one, a new code still gets one wrong try compared before the wait', async () => {
    const recv = phone();
    const from = address();
    portal.clock.freeze();
    expect((await requestCode(recv, from)).status).toBe(200);
    const right = await codeFromOutbox(portal, recv);
    for (let i = 0; i < ABUSE_LIMITS.freeFailuresPerPair - 1; i++) expect(message(await confirm(recv, wrongFor(right), from))).toBe(messages.verification.failed);
    expect((await confirm(recv, right, from)).json()).toBe('Y');

    expect((await requestCode(recv, from)).status).toBe(200);
    const next = await codeFromOutbox(portal, recv);
    expect(message(await confirm(recv, wrongFor(next), from))).toBe(messages.verification.failed);
    expect((await confirm(recv, wrongFor(next), from)).status).toBe(429);
  });
});

describe('Q&A inquiries (board/qna)', () => {
  const CATEGORY = '채용 절차';
  const ask = (token: string, from: string, category = CATEGORY, idempotencyKey?: string) =>
    post('board/qna', { category, title: '문의', content: '서류는 언제까지 내나요?', file_ids: [] }, from, { applicanttoken: token, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) });
  const applicant = () => createTestApplicant(TENANT, PROJECT, TASK, '문의자');

  it("slows an applicant's inquiries from one address after five with a growing wait, never from another address, and never another applicant there", async () => {
    const [flooder, neighbour] = [await applicant(), await applicant()];
    const [from, elsewhere] = [address(), address()];
    portal.clock.freeze();
    const sent = await inBatches(Array.from({ length: 20 }, () => flooder.token), 10, (t) => ask(t, from));
    expect(tally(sent.map((s) => s.status))).toEqual({ 200: ABUSE_LIMITS.freeFailuresPerPair, 429: 20 - ABUSE_LIMITS.freeFailuresPerPair });
    const told = await ask(flooder.token, from);
    expect([told.status, message(told), told.headers['retry-after']]).toEqual([429, qnaMessages.waitBeforeRetry(1), '1']);
    portal.clock.shift(1_000);
    expect((await ask(flooder.token, from)).status).toBe(200);
    expect((await ask(flooder.token, from)).headers['retry-after']).toBe('2');

    // The same applicant elsewhere, and another applicant on the same address, are not held.
    expect((await ask(flooder.token, elsewhere)).status).toBe(200);
    expect((await ask(neighbour.token, from)).status).toBe(200);
  });

  it('never counts an inquiry that was refused or answered again from its retry record', async () => {
    const me = await applicant();
    const from = address();
    portal.clock.freeze();
    for (let i = 0; i < 10; i++) expect((await ask(me.token, from, '없는 유형')).status).toBe(400);
    const key = randomUUID();
    const first = await ask(me.token, from, CATEGORY, key);
    expect(first.status, first.text).toBe(200);
    for (let i = 0; i < 10; i++) expect((await ask(me.token, from, CATEGORY, key)).json()).toEqual(first.json());
    // One inquiry counted so far: four more go through before the wait.
    for (let i = 0; i < ABUSE_LIMITS.freeFailuresPerPair - 1; i++) expect((await ask(me.token, from)).status).toBe(200);
    expect((await ask(me.token, from)).status).toBe(429);
  });
});

describe('integration API keys', () => {
  const list = (key: string, from: string) => portal.send('GET', HOST, `/api/integration/applications?projectId=${PROJECT}`, undefined, { authorization: `Bearer ${key}` }, { from });
  const madeUp = () => `rpk_${randomBytes(32).toString('base64url').slice(0, 43)}`;

  it("never lets a stranger's 100 wrong keys hold an honest integration, from another address or the stranger's own; the stranger waits longer each time", async () => {
    const honest = await makeApiKey('alpha', `honest-${serial}`, 'read');
    const [stranger, office] = [address(), address()];
    portal.clock.freeze();
    // A different made-up key each time: the wrong keys of one address are one pair, whatever they are.
    const tries = await inBatches(Array.from({ length: 100 }, madeUp), 25, (k) => list(k, stranger));
    expect(tally(tries.map((t) => t.status))).toEqual({ 401: ABUSE_LIMITS.freeFailuresPerPair, 429: 100 - ABUSE_LIMITS.freeFailuresPerPair });
    expect(new Set(tries.filter((t) => t.status === 429).map(message))).toEqual(new Set([integrationMessages.waitBeforeRetry(1)]));
    expect(new Set(tries.filter((t) => t.status === 401).map(message))).toEqual(new Set([integrationMessages.invalidKey]));

    // A valid key is never held: not from elsewhere, not even from the stranger's address, however many calls.
    expect(tally((await inBatches(Array.from({ length: 20 }, () => honest), 10, (k) => list(k, office))).map((r) => r.status))).toEqual({ 200: 20 });
    expect((await list(honest, stranger)).status).toBe(200);
    // Its successes never counted: a wrong key from the office is the first failure there.
    expect((await list(madeUp(), office)).status).toBe(401);

    const told = await list(madeUp(), stranger);
    expect([told.status, told.headers['retry-after']]).toEqual([429, '1']);
    portal.clock.shift(1_000);
    expect((await list(madeUp(), stranger)).status).toBe(401);
    expect((await list(madeUp(), stranger)).headers['retry-after']).toBe('2');
  });

  it('counts a revoked key as a wrong one', async () => {
    const key = await makeApiKey('alpha', `revoked-${serial}`, 'read');
    const repos = processWiring().reposFor(TENANT);
    const { id } = (await repos.apiKeys.findByHash(apiKeyHash(processWiring().crypto, key)))!;
    expect(await repos.apiKeys.revoke(id, new Date().toISOString())).toBe('revoked');
    const from = address();
    portal.clock.freeze();
    for (let i = 0; i < ABUSE_LIMITS.freeFailuresPerPair; i++) expect(message(await list(key, from))).toBe(integrationMessages.invalidKey);
    expect((await list(key, from)).status).toBe(429);
  });
});
