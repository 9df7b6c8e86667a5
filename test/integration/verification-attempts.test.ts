import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { recipientHash } from '../../functions/src/domain/auth-step/recipient.ts';
import { verificationPolicy } from '../../functions/src/domain/auth-step/verification-policy.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { codeFromOutbox as codeFromOutboxOf } from '../support/outbox-code.ts';

/** The five-tries limit of e-mail and SMS codes under a burst of concurrent guesses (issue 14, item 3). */
let portal: TestPortal;
const A = 'alpha.localhost';
const PROJECT = 91011;
const BURST = 100;
const m = messages.verification;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
});
afterAll(() => portal?.close());

const post = (path: string, body: unknown) => portal.send('POST', A, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json' });
const requestCode = (kind: 'email' | 'sms', recv: string) => post(`verify/request/${kind}`, { project_id: PROJECT, type: 'applicant_certification', recv_info: recv });
const confirm = (kind: 'email' | 'sms', recv: string, code: string) => post(`verify/confirm/${kind}`, { request_info: code, recv_info: recv, type: 'applicant_certification' });

const codeFromOutbox = (to: string) => codeFromOutboxOf(portal, to);

function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** 99 distinct wrong codes and the right one, in random order. */
function guesses(right: string): { code: string; right: boolean }[] {
  const wrong = new Set<string>();
  while (wrong.size < BURST - 1) {
    const c = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    if (c !== right) wrong.add(c);
  }
  return shuffle([...[...wrong].map((code) => ({ code, right: false })), { code: right, right: true }]);
}

/** How many tries of the recipient's current code the store counted. */
async function storedAttempts(kind: 'email' | 'sms', recv: string): Promise<number> {
  const w = processWiring();
  const tenant = (await w.directory.findByDomainKey('alpha'))!;
  const record = await w.reposFor(tenant.id).verifications.get(kind, 'applicant_certification', recipientHash(w.crypto, kind, recv));
  return record?.attempts ?? 0;
}

describe('the five-tries limit under a burst of guesses', () => {
  for (const kind of ['sms', 'email'] as const) {
    it(`compares at most five of ${BURST} concurrent ${kind} guesses and accepts the right code only among them`, async () => {
      const rounds = 3;
      let acceptedRounds = 0;
      for (let round = 0; round < rounds; round++) {
        const recv = kind === 'sms' ? `0109000100${round}` : `burst-${round}@example.com`;
        expect((await requestCode(kind, recv)).status).toBe(200);
        const right = await codeFromOutbox(recv);
        const sent = guesses(right);
        const answers = await Promise.all(sent.map((g) => confirm(kind, recv, g.code)));
        const texts = answers.map((a) => (a.status === 200 ? a.json() : a.json().message));

        // Every answer is one of the known ones. The limit answer, and 'already used' once the right code was
        // accepted, mean "not compared".
        for (const t of texts) expect(['Y', m.failed, m.failedLastTry, m.tooManyAttempts, m.used]).toContain(t);
        const compared = texts.filter((t) => t !== m.tooManyAttempts && t !== m.used);
        if (texts.includes(m.used)) expect(texts).toContain('Y');
        expect(compared.length).toBeLessThanOrEqual(verificationPolicy.maxWrongAttempts);
        expect(texts.filter((t) => t === 'Y').length).toBeLessThanOrEqual(1);
        // The store counted as many tries as were compared, never more than five.
        expect(await storedAttempts(kind, recv)).toBe(compared.length);

        const rightAnswer = texts[sent.findIndex((g) => g.right)];
        if (rightAnswer === 'Y') {
          acceptedRounds++;
          // Accepted only as one of the (at most) five compared tries: fewer than five wrong ones came first.
          expect(texts.filter((t) => t === m.failed || t === m.failedLastTry).length).toBeLessThan(verificationPolicy.maxWrongAttempts);
        } else {
          expect(rightAnswer).toBe(m.tooManyAttempts);
          // Once the limit is reached, even the right code is refused.
          expect((await confirm(kind, recv, right)).json().message).toBe(m.tooManyAttempts);
        }
      }
      // With the right code at a random place among 100, it is rarely among the first five compared.
      expect(acceptedRounds).toBeLessThan(rounds);
    });
  }

  it('accepts the right code as the fifth try and refuses it as the sixth', async () => {
    for (const [wrongTries, expected] of [
      [4, 'Y'],
      [5, m.tooManyAttempts],
    ] as const) {
      const recv = `seq-${wrongTries}@example.com`;
      await requestCode('email', recv);
      const right = await codeFromOutbox(recv);
      const wrong = right === '000000' ? '111111' : '000000';
      const wrongAnswers: string[] = [];
      for (let i = 0; i < wrongTries; i++) wrongAnswers.push((await confirm('email', recv, wrong)).json().message);
      expect(wrongAnswers.at(-1)).toBe(wrongTries === 5 ? m.failedLastTry : m.failed);
      const last = await confirm('email', recv, right);
      expect(last.status === 200 ? last.json() : last.json().message).toBe(expected);
    }
  });
});
