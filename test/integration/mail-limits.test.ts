import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { qnaMessages } from '@portal/shared/messages/qna';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Applicant mail as a relay (docs/security.md 28, audit F06): an address nobody verified gets only the receipt of a
 * final submission, acknowledgements quote nothing the sender typed, and every applicant-triggered mail counts per
 * applicant and per mailbox in the hour, while the inquiry, the cancel and the submission themselves always succeed.
 * The tenant's limits (mail-limits.yaml): 3 mails per applicant and 4 per recipient address in the hour.
 */
let portal: TestPortal;
const H = 'maillimits.localhost';
const TENANT = 9171;
const PHONE_ONLY = { project: 91711, task: 917111 };
const EMAIL_VERIFIED = { project: 91712, task: 917121 };
const PER_APPLICANT = 3;
const PER_RECIPIENT = 4;
const COMPANY = '메일 제한 공사';
const PHISH = '당첨을 축하합니다! 지금 http://phish.example/win 에서 확인하세요';

beforeAll(async () => {
  portal = await startTestPortal([fixture('mail-limits.yaml')]);
});
// The limits count per clock hour: each test starts 5 s into an hour of its own, so none straddles two hours' counts
// (npm run test:midnight starts at 23:59:30) and none spends another's.
beforeEach(() => {
  const now = portal.clock.now().getTime();
  portal.clock.shift(3_600_000 - (now % 3_600_000) + 5_000);
});
afterAll(() => portal?.close());

type A = { id: number; token: string };

/** An applicant written straight into the store with the e-mail the test names (as the auth step would store it). */
const applicant = (on: { project: number; task: number }, email: string, name = '김메일'): Promise<A> => createTestApplicant(TENANT, on.project, on.task, name, 1800, { email });

const post = (path: string, body: unknown, token: string) =>
  portal.send('POST', H, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', applicanttoken: token });
const inquire = (a: A, title = PHISH, content = `${PHISH} (본문)`) => post('board/qna', { category: '채용 절차', title, content, file_ids: [] }, a.token);
type Mail = { to: string; subject: string; body: string };
const mailsTo = async (match: (to: string) => boolean) =>
  (await portal.get('localhost', '/dev/outbox.json')).json<Mail[]>().filter((e) => match(e.to.toLowerCase()));
const victim = () => `victim-${randomUUID().slice(0, 8)}@third-party.example.org`;

describe('applicant mail to an address nobody verified', () => {
  it('stores every inquiry of a phone-only notice but sends its unverified address no acknowledgement', async () => {
    const to = victim();
    const a = await applicant(PHONE_ONLY, to);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => inquire(a, `${PHISH} ${i}`)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await processWiring().reposFor(TENANT).inquiries.listByApplicant(a.id)).toHaveLength(5);
    expect(await mailsTo((t) => t === to)).toEqual([]);
  });

  it('completes and cancels every cycle of a phone-only notice, sending its unverified address only receipts, within the hourly limit and without the typed name', async () => {
    const to = victim();
    const a = await applicant(PHONE_ONLY, to, '피싱 http://phish.example/name');
    expect((await post(`applicant/update/${a.id}`, { pageIndex: 0, saveType: 'save', version: 0, values: { english_name: 'Kim Jiwon' } }, a.token)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const done = await post(`applicant/complete/${a.id}`, {}, a.token);
      expect(done.json(), done.text).toMatchObject({ result: 'Y' });
      expect((await post('applicant/cancel', {}, a.token)).json()).toMatchObject({ result: 'success' });
    }
    expect((await post(`applicant/complete/${a.id}`, {}, a.token)).json()).toMatchObject({ result: 'Y' });
    const mails = await mailsTo((t) => t === to);
    expect(mails.map((e) => e.subject)).toEqual(Array.from({ length: PER_APPLICANT }, () => `[${COMPANY}] 휴대폰만 인증하는 채용 입사지원 접수 확인`));
    for (const mail of mails) {
      expect(mail.body).toContain('지원자님, 입사지원이 정상적으로 접수되었습니다.');
      expect(mail.body).not.toContain('phish.example');
    }
  });
});

describe('applicant mail limits per hour', () => {
  it('acknowledges an inquiry of an e-mail-verified notice without quoting its title or content', async () => {
    const to = `own-${randomUUID().slice(0, 8)}@example.com`;
    const a = await applicant(EMAIL_VERIFIED, to);
    expect((await inquire(a)).status).toBe(200);
    const mails = await mailsTo((t) => t === to);
    expect(mails.map((e) => e.subject)).toEqual([qnaMessages.ackSubject(COMPANY)]);
    expect(mails[0]!.body).toBe(qnaMessages.ackText(COMPANY));
    expect(mails[0]!.body).not.toContain('phish.example');
  });

  it(`sends one applicant at most ${PER_APPLICANT} mails in the hour (the tenant's mail_limits) and still stores every inquiry`, async () => {
    const to = `own-${randomUUID().slice(0, 8)}@example.com`;
    const a = await applicant(EMAIL_VERIFIED, to);
    for (let i = 0; i < 5; i++) expect((await inquire(a, `문의 ${i}`, '내용')).status).toBe(200);
    expect(await processWiring().reposFor(TENANT).inquiries.listByApplicant(a.id)).toHaveLength(5);
    expect(await mailsTo((t) => t === to)).toHaveLength(PER_APPLICANT);
    // The next hour the applicant is told again (signed in again: the session of the hour before has ended).
    portal.clock.shift(3_600_000);
    const later = { id: a.id, token: (await processWiring().reposFor(TENANT).applicantTokens.create(a.id, 3600, 1800)).token };
    expect((await inquire(later, '다음 시간 문의', '내용')).status).toBe(200);
    expect(await mailsTo((t) => t === to)).toHaveLength(PER_APPLICANT + 1);
  });

  it(`sends one mailbox at most ${PER_RECIPIENT} mails in the hour across applicants, whatever its case or +tag`, async () => {
    const box = `shared-${randomUUID().slice(0, 8)}`;
    const addresses = [`${box}+1@example.com`, `${box}+2@example.com`, `${box.toUpperCase()}+3@EXAMPLE.COM`];
    const applicants = await Promise.all(addresses.map((to) => applicant(EMAIL_VERIFIED, to)));
    for (const a of applicants) for (let i = 0; i < 2; i++) expect((await inquire(a, `문의 ${i}`, '내용')).status).toBe(200);
    expect(await mailsTo((t) => t.startsWith(`${box}+`))).toHaveLength(PER_RECIPIENT);
  });
});
