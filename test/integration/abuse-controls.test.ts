import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { ABUSE_LIMITS } from '../../functions/src/domain/abuse/abuse-limits.ts';
import { applicantLoginHash } from '../../functions/src/domain/find-application/identification.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { codeFromOutbox } from '../support/outbox-code.ts';
import { portalKst } from '../support/test-clock.ts';
import { fixture, startTestPortal, type TestPortal, type TestResponse } from '../support/test-portal.ts';

/**
 * Abuse controls that slow attackers, never the honest (issue 40 items 1–3, docs/security.md 35): failures count,
 * successes never; a person is a (person, client address) pair; an address is hundreds of people.
 */
let portal: TestPortal;
const HOST = 'oneperson.localhost';
const TENANT = 9142;
const PROJECT = 91421;
const TASK = 914211;
const QUALIFICATION_HOST = 'beta.localhost';
const QUALIFICATION_PROJECT = 91023;
const PASSWORD = 'right-pass-2026';
const m = messages.findApplication;

/** scrypt at a low cost, as stored hashes carry their own parameters: a thousand people without a thousand slow hashes. */
const CHEAP_HASH = (() => {
  const salt = randomBytes(16);
  return `scrypt$1024$8$1$${salt.toString('base64url')}$${scryptSync(PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64url')}`;
})();

beforeAll(async () => {
  portal = await startTestPortal([fixture('one-per-person.yaml'), fixture('beta.yaml')]);
});
afterAll(() => portal?.close());

interface Person {
  name: string;
  phone: string;
  email: string;
  password: string;
}

let serial = 0;
/** `count` applicants written straight into the store with the identification key the auth step writes, in parallel batches. */
async function applicants(count: number): Promise<Person[]> {
  const w = processWiring();
  const repos = w.reposFor(TENANT);
  const run = randomUUID().slice(0, 6);
  const people: Person[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, () => {
      const n = serial++;
      // Names take letters only: two Hangul syllables per serial keep them apart.
      const name = `김${String.fromCharCode(0xac00 + (n % 11_000))}${String.fromCharCode(0xac00 + Math.floor(n / 11_000))}`;
      return { name, phone: `0108${String(n).padStart(7, '0')}`, email: `abuse-${run}-${n}@example.com`, password: PASSWORD };
    });
    await Promise.all(
      batch.map(async (p) => {
        const id = await repos.applicants.nextId();
        const created = await repos.applicants.create({
          id,
          projectId: PROJECT,
          taskId: TASK,
          taskName: '테스트 분야',
          name: p.name,
          phone: p.phone,
          email: p.email,
          passwordHash: CHEAP_HASH,
          auth: false,
          identityHash: randomUUID(),
          loginHash: applicantLoginHash(w.crypto, PROJECT, p),
          status: 'N',
          confirmPage: [],
          savePage: null,
          fields: {},
          createdAt: portalKst(),
        });
        if (!created) throw new Error('applicant not created');
      }),
    );
    people.push(...batch);
  }
  return people;
}

const post = (host: string, path: string, body: unknown, from: string) => portal.send('POST', host, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json' }, { from });
const identify = (p: Person, from: string, password = p.password) => post(HOST, 'applicant/check', { projectId: PROJECT, name: p.name, phone: p.phone, email: p.email, password }, from);
const qualify = (checkId: string, checkPw: string, from: string) => post(QUALIFICATION_HOST, `checkQualification/${QUALIFICATION_PROJECT}`, { checkId, checkPw, projectId: QUALIFICATION_PROJECT }, from);
const message = (r: TestResponse) => (r.json() as { message: string }).message;

/** Runs `task` over `items`, `size` at a time. */
async function inBatches<T, R>(items: T[], size: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += size) out.push(...(await Promise.all(items.slice(start, start + size).map((item, i) => task(item, start + i)))));
  return out;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe('identification from a shared address (issue 40)', () => {
  it('lets 1,000 different applicants identify from one address within the hour, every one of them', async () => {
    const people = await applicants(1_000);
    const answers = await inBatches(people, 40, (p) => identify(p, '127.0.30.1'));
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1_000 });
    expect(answers.every((a) => typeof (a.json() as { applicant: { token?: string } }).applicant.token === 'string')).toBe(true);
  }, 120_000);

  it("never lets a stranger's 100 wrong passwords from one address stop the owner's right password from another; the stranger is told to wait, in seconds", async () => {
    const [owner] = await applicants(1);
    portal.clock.freeze();
    try {
      const guesses = await inBatches(Array.from({ length: 100 }, (_, i) => `wrong-${i}`), 25, (guess) => identify(owner!, '127.0.31.1', guess));
      // Five guesses are compared; every other one is told to wait, however many arrive at once.
      expect(tally(guesses.map((g) => g.status))).toEqual({ 400: ABUSE_LIMITS.freeFailuresPerPair, 429: 100 - ABUSE_LIMITS.freeFailuresPerPair });
      expect(new Set(guesses.filter((g) => g.status === 400).map(message))).toEqual(new Set([m.notFound]));

      const own = await identify(owner!, '127.0.31.2');
      expect(own.status, own.text).toBe(200);

      const told = await identify(owner!, '127.0.31.1', 'wrong-again');
      expect([told.status, message(told), told.headers['retry-after']]).toEqual([429, m.waitBeforeRetry(1), '1']);
      expect(message(told)).toContain('1초 후 다시 시도해 주세요');
      // After the wait one more guess is compared, and the next wait doubles.
      portal.clock.shift(1_000);
      expect((await identify(owner!, '127.0.31.1', 'wrong-again')).status).toBe(400);
      const longer = await identify(owner!, '127.0.31.1', 'wrong-again');
      expect([longer.status, longer.headers['retry-after']]).toEqual([429, '2']);
    } finally {
      portal.clock.reset();
    }
  });

  it(`slows one address spraying wrong passwords across 100 people once it has ${ABUSE_LIMITS.addressFailuresPerHour} failures in an hour: each sprayed person's next guess there waits 4 s, then 8 s, … up to ${ABUSE_LIMITS.maxWaitSeconds / 60} minutes`, async () => {
    const sprayed = await applicants(100);
    const [fresh] = await applicants(1);
    const from = '127.0.32.1';
    portal.clock.freeze();
    try {
      // Three rounds over 100 people: 300 failures, below every person's own allowance of five.
      for (let round = 0; round < 3; round++) {
        const answers = await inBatches(sprayed, 25, (p) => identify(p, from, `spray-${round}`));
        expect(tally(answers.map((a) => a.status))).toEqual({ 400: 100 });
      }
      const fourth = await inBatches(sprayed, 25, (p) => identify(p, from, 'spray-3'));
      expect(tally(fourth.map((a) => a.status))).toEqual({ 429: 100 });
      expect(new Set(fourth.map(message))).toEqual(new Set([m.waitBeforeRetry(4)]));

      // Nobody who has not failed there is held: a wrong guess is compared, the right password gets in.
      expect((await identify(fresh!, from, 'typo')).status).toBe(400);
      expect((await identify({ ...fresh!, email: `other-${fresh!.email}` }, from)).status).toBe(400);
      // The owners of the sprayed people, elsewhere, are not held either.
      expect(tally((await inBatches(sprayed.slice(0, 10), 10, (p) => identify(p, '127.0.32.2'))).map((a) => a.status))).toEqual({ 200: 10 });

      // The rate: one more guess per sprayed person after 4 s, the next after 8 s.
      portal.clock.shift(4_000);
      expect(tally((await inBatches(sprayed.slice(10, 20), 10, (p) => identify(p, from, 'spray-4'))).map((a) => a.status))).toEqual({ 400: 10 });
      const next = await identify(sprayed[10]!, from, 'spray-5');
      expect([next.status, next.headers['retry-after']]).toEqual([429, '8']);
    } finally {
      portal.clock.reset();
    }
  }, 60_000);

  it("clears a person's failures once a password-recovery code sent to their phone is confirmed", async () => {
    const [p] = await applicants(1);
    const from = '127.0.33.1';
    portal.clock.freeze();
    try {
      for (let i = 0; i < ABUSE_LIMITS.freeFailuresPerPair; i++) expect((await identify(p!, from, `forgot-${i}`)).status).toBe(400);
      const held = await identify(p!, from);
      expect([held.status, message(held)]).toEqual([429, m.waitBeforeRetry(1)]);

      const sent = await post(HOST, 'applicant/findPassword', { projectId: PROJECT, name: p!.name, phone: p!.phone, email: p!.email }, from);
      expect(sent.status, sent.text).toBe(200);
      const confirmed = await post(HOST, 'verify/confirm/sms', { request_info: await codeFromOutbox(portal, p!.phone), recv_info: p!.phone, type: 'applicant_find_password' }, from);
      expect(confirmed.status, confirmed.text).toBe(200);

      // The clock has not moved: only the cleared failures let the right password in at once.
      const back = await identify(p!, from);
      expect(back.status, back.text).toBe(200);
    } finally {
      portal.clock.reset();
    }
  });
});

describe('the qualification gate (issue 40)', () => {
  it("never lets a stranger's 100 wrong passwords for an account from one address stop the owner's right password from another; the stranger is told to wait", async () => {
    portal.clock.freeze();
    try {
      // The account id as typed in any case and spacing is one account to the counter.
      const ids = ['qualified', 'QUALIFIED', ' Qualified '];
      const guesses = await inBatches(Array.from({ length: 100 }, (_, i) => i), 25, (i) => qualify(ids[i % 3]!, `guess-${i}`, '127.0.34.1'));
      expect(tally(guesses.map((g) => g.status))).toEqual({ 200: ABUSE_LIMITS.freeFailuresPerPair, 429: 100 - ABUSE_LIMITS.freeFailuresPerPair });
      expect(guesses.filter((g) => g.status === 200).map((g) => g.json())).toEqual(Array(ABUSE_LIMITS.freeFailuresPerPair).fill('N'));

      const own = await qualify('qualified', 'qualified1!', '127.0.34.2');
      expect([own.status, own.json()]).toEqual([200, 'Y']);
      // The owner checking again and again never counts.
      for (let i = 0; i < 10; i++) expect((await qualify('qualified', 'qualified1!', '127.0.34.2')).json()).toBe('Y');

      const told = await qualify('qualified', 'guess-again', '127.0.34.1');
      expect([told.status, message(told), told.headers['retry-after']]).toEqual([429, messages.qualification.waitBeforeRetry(1), '1']);
    } finally {
      portal.clock.reset();
    }
  });
});
