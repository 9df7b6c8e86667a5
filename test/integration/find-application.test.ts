import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import { messages } from '@portal/shared';
import { verificationPolicy } from '../../functions/src/domain/auth-step/verification-policy.ts';
import { ABUSE_LIMITS } from '../../functions/src/domain/abuse/abuse-limits.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { apiPath, routes } from '../../functions/src/http/routes.ts';
import { applyThroughApi } from '../support/api-applicant.ts';
import { codeFromOutbox } from '../support/outbox-code.ts';
import { portalNow } from '../support/test-clock.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { handoffMessages } from '@portal/shared/messages/handoff';

/** Find my application: identification and the history by token (spec part 2, 2.2–2.4; issue 18 item 1). */
let portal: TestPortal;
const HOST = 'oneperson.localhost';
const PROJECT = 91421;
const m = messages.findApplication;

beforeAll(async () => {
  portal = await startTestPortal([fixture('one-per-person.yaml')]);
});
afterAll(() => portal?.close());

let serial = 0;
/** A person who applied through the auth step (e-mail code from the outbox). */
async function applied(password = 'apply-pass-26') {
  const n = String(Date.now() % 10_000_000).padStart(7, '0') + String(serial++ % 10);
  // Names take letters only (docs/security.md 25): a Hangul syllable per serial keeps them apart.
  const person = { name: `김확인${String.fromCharCode(0xac00 + serial)}`, phone: `010${n}`, email: `check${n}@example.com`, password };
  const a = await applyThroughApi(portal.port, 'oneperson', { projectId: PROJECT, taskId: 914211, ...person, agreementIds: [1] });
  return { ...person, id: a.id as number, token: a.token as string };
}

const check = (body: unknown, options: { token?: string; from?: string } = {}) =>
  portal.send('POST', HOST, '/api/app/applicant/check', JSON.stringify(body), { 'content-type': 'application/json', ...(options.token ? { applicanttoken: options.token } : {}) }, { from: options.from });
const identify = (p: { name: string; phone: string; email: string; password: string }, from?: string) =>
  check({ projectId: PROJECT, name: p.name, phone: p.phone, email: p.email, password: p.password }, { from });

describe('identification (POST applicant/check)', () => {
  it('identifies an applicant made through the auth step and answers the history with a new token that works', async () => {
    const p = await applied();
    const r = await identify(p, '127.0.3.1');
    expect(r.status).toBe(200);
    const body = r.json() as { applicant: { id: number; token: string; status: string; name: string }; notice: { id: number; title: string; isActive: boolean }; admin: string };
    expect(body.applicant).toMatchObject({ id: p.id, status: 'N', name: p.name });
    expect(body.notice).toMatchObject({ id: PROJECT, project_id: PROJECT, title: '이메일 인증 채용', isActive: true });
    expect(body.admin).toBe('N');
    // The stored token alone now answers the same history (R5-0 with a stored token), without minting another.
    const again = await check({}, { token: body.applicant.token });
    expect(again.status).toBe(200);
    expect((again.json() as { applicant: { id: number; token?: string } }).applicant).toMatchObject({ id: p.id });
    expect((again.json() as { applicant: { token?: string } }).applicant.token).toBeUndefined();
  });

  it('gives a wrong password and a person who never applied the same answer', async () => {
    const p = await applied();
    const wrong = await identify({ ...p, password: 'not-the-password' }, '127.0.3.2');
    const nobody = await identify({ ...p, name: '지원안한사람', email: 'nobody@example.com' }, '127.0.3.3');
    expect(wrong.status).toBe(400);
    expect(nobody.status).toBe(wrong.status);
    expect(nobody.json()).toEqual(wrong.json());
    expect((wrong.json() as { message: string }).message).toBe(m.notFound);
  });

  it("never refuses a person's right password from an address that has not failed, after ten wrong ones from ten other addresses (issue 40)", async () => {
    const p = await applied();
    for (let i = 0; i < 10; i++) {
      // Each attempt from another address: only the person's own count is at stake here.
      expect((await identify({ ...p, password: `wrong-${i}` }, `127.0.4.${i + 1}`)).status).toBe(400);
    }
    const own = await identify(p, '127.0.4.200');
    expect(own.status, own.text).toBe(200);
    // Successes never count: the owner identifying ten more times is never held either.
    for (let i = 0; i < 10; i++) expect((await identify(p, '127.0.4.200')).status).toBe(200);
  });

  it(`slows a person's failures from one address with a growing wait after ${ABUSE_LIMITS.freeFailuresPerPair}, not reset when the clock hour turns, and lets the right password in once it passed`, async () => {
    const p = await applied();
    // Ten seconds before the next full hour on the portal's clock, held still (shifts still move it).
    const now = portal.clock.now().getTime();
    portal.clock.shift(3_600_000 - (now % 3_600_000) - 10_000);
    portal.clock.freeze();
    try {
      for (let i = 0; i < ABUSE_LIMITS.freeFailuresPerPair; i++) expect((await identify({ ...p, password: `wrong-${i}` }, '127.0.7.1')).status).toBe(400);
      const held = await identify(p, '127.0.7.1');
      expect([held.status, (held.json() as { message: string }).message]).toEqual([429, m.waitBeforeRetry(1)]);
      portal.clock.shift(20_000);
      expect((await identify({ ...p, password: 'wrong-after-the-hour' }, '127.0.7.1')).status).toBe(400);
      // The count survived the turn of the hour: the wait doubled.
      const longer = await identify(p, '127.0.7.1');
      expect([longer.status, (longer.json() as { message: string }).message]).toEqual([429, m.waitBeforeRetry(2)]);
      portal.clock.shift(2_000);
      expect((await identify(p, '127.0.7.1')).status).toBe(200);
    } finally {
      portal.clock.reset();
    }
  });

  // Sixty password hashes: on a loaded two-core machine that is most of a minute, hence its own budget.
  it('never holds a client address that failed 60 times across people: a person who has not failed there gets in (issue 40)', async () => {
    const from = '127.0.5.9';
    // Ten at a time: each wrong try costs a password hash, which the server computes off its event loop.
    for (let batch = 0; batch < 6; batch++) {
      // A try that ran out of its function's time on a loaded machine answers the Korean 503: the person presses again.
      const guess = async (i: number) => {
        let r = await identify({ name: `시도${i}`, phone: '01099990000', email: `try${i}@example.com`, password: 'guess-1234' }, from);
        for (let again = 0; again < 5 && r.status === 503; again++) r = await identify({ name: `시도${i}`, phone: '01099990000', email: `try${i}@example.com`, password: 'guess-1234' }, from);
        return r;
      };
      const tries = Array.from({ length: 10 }, (_, j) => guess(batch * 10 + j));
      expect((await Promise.all(tries)).map((r) => [r.status, r.status === 400 ? '' : r.text])).toEqual(Array(10).fill([400, '']));
    }
    const p = await applied();
    const own = await identify(p, from);
    expect(own.status, own.text).toBe(200);
    // Another address is not affected.
    expect((await identify(p, '127.0.5.10')).status).toBe(200);
  }, 120_000);

  it('opens the history by check_id for staff only, with a read-only applicant token for the test mode', async () => {
    const p = await applied();
    const byId = (token: string | undefined, body: unknown) =>
      portal.send('POST', HOST, '/api/admin/applicant/checkById', JSON.stringify(body), { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
    expect((await byId(undefined, { check_id: p.id })).status).toBe(401);
    const { token: staff } = await processWiring().reposFor(9142).staffSessions.create('history-check', 600);
    const r = await byId(staff, { check_id: p.id });
    expect(r.status, r.text).toBe(200);
    const body = r.json() as { applicant: { id: number; token: string }; admin: string };
    expect(body.applicant.id).toBe(p.id);
    expect(body.admin).toBe('Y');
    // The test-mode token reads nothing on the applicant's own routes (staff read through the admin variants).
    const own = await check({}, { token: body.applicant.token });
    expect([own.status, own.json().message]).toEqual([403, handoffMessages.testModeReadOnly]);
    expect((await byId(staff, { check_id: 999_999_999 })).status).toBe(404);
    // The visitor route does not take check_id: without the identification fields it needs a token.
    expect((await check({ check_id: p.id })).status).toBe(400);
  });

  it("refuses fields outside the spec's limits with its messages, and a history without a token", async () => {
    const short = await identify({ name: '김', phone: '01012345678', email: 'a@example.com', password: 'pass1' }, '127.0.3.4');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json())).toContain(m.minLength(2));
    const badEmail = await identify({ name: '김지원', phone: '01012345678', email: 'not-an-address', password: 'pass1' }, '127.0.3.4');
    expect(JSON.stringify(badEmail.json())).toContain(m.invalidEmail);
    expect((await check({})).status).toBe(401);
  });
});

describe('deleting an application (POST applicant/delete)', () => {
  const TENANT = 9142;
  const post = (path: string, body: unknown, token?: string) =>
    portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', ...(token ? { applicanttoken: token } : {}) });

  it('removes the application, its files and identity keys after the SMS check, so the person may apply again', async () => {
    const p = await applied();
    const w = processWiring();
    const repos = w.reposFor(TENANT);
    // A checked upload of the applicant, in the store and in the table.
    const key = `files/t/${TENANT}/applicants/${p.id}/delete-test/cv.pdf`;
    await w.files.put(key, new TextEncoder().encode('%PDF-1.4 test'), 'application/pdf');
    await repos.uploads.put({ applicantId: p.id, key, filename: 'cv.pdf', filesize: 13, contentType: 'application/pdf', field: 'documents', pageIndex: 1, createdAt: '2026-01-01 00:00:00' });

    // Without the SMS check nothing is removed.
    const refused = await post('applicant/delete', { type: 'delete' }, p.token);
    expect(refused.status).toBe(400);
    expect((refused.json() as { message: string }).message).toBe(m.deleteNeedsSms);
    expect(await repos.applicants.get(p.id)).toBeDefined();

    expect((await post('verify/request/sms', { project_id: PROJECT, type: 'applicant_delete', recv_info: p.phone }, p.token)).status).toBe(200);
    const code = await codeFromOutbox(portal, p.phone);
    expect((await post('verify/confirm/sms', { request_info: code, recv_info: p.phone, type: 'applicant_delete' })).json()).toBe('Y');
    const deleted = await post('applicant/delete', { type: 'delete' }, p.token);
    expect(deleted.status).toBe(200);
    expect(deleted.json()).toEqual({ result: 'success' });

    expect(await repos.applicants.get(p.id)).toBeUndefined();
    expect(await repos.uploads.listByApplicant(p.id)).toEqual([]);
    // What stays: who, when and which project, no personal data.
    const month = portalNow().toISOString().slice(0, 7);
    const audit = (await repos.audit.listMonth(month)).find((e) => e.applicantId === p.id);
    expect(audit).toMatchObject({ action: 'application.deleted', actor: `applicant:${p.id}`, projectId: PROJECT });
    expect(JSON.stringify(audit)).not.toContain(p.name);
    expect(JSON.stringify(audit)).not.toContain(p.phone);
    expect(await w.files.exists(key)).toBe(false);
    // The old token and the identification answer nothing about the deleted application.
    expect((await check({}, { token: p.token })).status).toBe(401);
    const identified = await identify(p, '127.0.6.1');
    expect(identified.status).toBe(400);
    expect((identified.json() as { message: string }).message).toBe(m.notFound);
    // The one-application rule let go of the person: the same e-mail applies again.
    const again = await applyThroughApi(portal.port, 'oneperson', { projectId: PROJECT, taskId: 914211, name: p.name, phone: p.phone, email: p.email, password: p.password, agreementIds: [1] });
    expect(again.id).toBeGreaterThan(p.id);
  });

  it('refuses a second delete with the same code, and a delete without a token', async () => {
    expect((await post('applicant/delete', { type: 'delete' })).status).toBe(401);
    const p = await applied();
    await post('verify/request/sms', { project_id: PROJECT, type: 'applicant_delete', recv_info: p.phone }, p.token);
    await post('verify/confirm/sms', { request_info: await codeFromOutbox(portal, p.phone), recv_info: p.phone, type: 'applicant_delete' });
    // The code was confirmed for another phone than the one given at application: it does not delete this one.
    const other = await applied();
    expect((await post('applicant/delete', { type: 'delete' }, other.token)).status).toBe(400);
    expect((await post('applicant/delete', { type: 'delete' }, p.token)).status).toBe(200);
    expect((await post('applicant/delete', { type: 'delete' }, p.token)).status).toBe(401);
  });

  it('sends a delete code only to the phone its applicant gave, and never a recovery code', async () => {
    const p = await applied();
    const other = await applied();
    const asked = (recv: string, token?: string, type = 'applicant_delete') => post('verify/request/sms', { project_id: PROJECT, type, recv_info: recv }, token);
    expect((await asked(p.phone)).status).toBe(401);
    const wrongPhone = await asked(other.phone, p.token);
    expect(wrongPhone.status).toBe(400);
    expect((wrongPhone.json() as { message: string }).message).toBe(m.deletePhoneMismatch);
    const recovery = await asked(p.phone, p.token, 'applicant_find_password');
    expect(recovery.status).toBe(400);
    expect((recovery.json() as { message: string }).message).toBe(m.codePurposeRefused);
  });
});

describe('password recovery (POST applicant/findPassword, verify/confirm/sms, applicant/changePassword)', () => {
  const post = (path: string, body: unknown, options: { token?: string; from?: string } = {}) =>
    portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', ...(options.token ? { applicanttoken: options.token } : {}) }, { from: options.from });
  const find = (p: { name: string; phone: string; email: string }, from: string) => post('applicant/findPassword', { projectId: PROJECT, name: p.name, phone: p.phone, email: p.email }, { from });
  const message = (r: { json(): unknown }) => (r.json() as { message: string }).message;

  async function resetToken(p: { name: string; phone: string; email: string }, from: string): Promise<string> {
    const sent = await find(p, from);
    expect(sent.status).toBe(200);
    expect(sent.json()).toMatchObject({ id: expect.any(String), expire_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    const confirmed = await post('verify/confirm/sms', { request_info: await codeFromOutbox(portal, p.phone), recv_info: p.phone, type: 'applicant_find_password' });
    expect(confirmed.status).toBe(200);
    return (confirmed.json() as { reset_token: string }).reset_token;
  }

  /** A mobile number nobody applied with (unique per run). */
  let unused = 0;
  const unusedPhone = () => `0119${String((Date.now() + unused++) % 10_000_000).padStart(7, '0')}`;

  it('answers an applicant, a mismatched field and a person who never applied alike, and texts a code to the applicant only (F05)', async () => {
    const p = await applied();
    const mismatched = await applied();
    const nobodyPhone = unusedPhone();
    const match = await find(p, '127.0.8.6');
    const wrongEmail = await find({ ...mismatched, email: 'someone-else@example.com' }, '127.0.8.1');
    const nobody = await find({ name: '지원안한사람', phone: nobodyPhone, email: 'nobody@example.com' }, '127.0.8.2');
    for (const r of [match, wrongEmail, nobody]) {
      expect(r.status, r.text).toBe(200);
      expect(Object.keys(r.json() as object).sort()).toEqual(['expire_at', 'id']);
      expect(r.json()).toMatchObject({ id: expect.stringMatching(/^[\w-]{22}$/), expire_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    }
    // The applicant's phone gets the code; a number typed with details that match nothing, a notice without one.
    const code = await codeFromOutbox(portal, p.phone);
    await expect(codeFromOutbox(portal, mismatched.phone)).rejects.toThrow();
    const outbox = (await portal.get('localhost', '/dev/outbox.json')).json<{ to: string; body?: string }[]>();
    const notice = outgoingMessages.password.noMatchSmsText('').replace(/^\[\] /, '');
    expect(outbox.find((e) => e.to.endsWith(mismatched.phone.slice(1)))?.body).toContain(notice);
    expect(outbox.find((e) => e.to.endsWith(nobodyPhone.slice(1)))?.body).toContain(notice);
    // A guess at a non-applicant's code fails as a wrong guess at an applicant's does.
    const wrong = code === '000000' ? '111111' : '000000';
    const guessed = await Promise.all([p.phone, nobodyPhone].map((phone) => post('verify/confirm/sms', { request_info: wrong, recv_info: phone, type: 'applicant_find_password' })));
    expect(guessed.map((r) => r.status)).toEqual([400, 400]);
    expect(guessed[1]!.json()).toEqual(guessed[0]!.json());
    expect(message(guessed[0]!)).toBe(messages.verification.failed);
  });

  it('changes the password with a single-use reset token, ends every earlier session, and identifies with the new password only', async () => {
    const p = await applied('first-pass-26');
    const second = (await identify(p, '127.0.8.3')).json() as { applicant: { token: string } };
    const token = await resetToken(p, '127.0.8.3');
    expect(token.length).toBeGreaterThan(30);

    // A refused password does not spend the token: the applicant retypes it.
    const common = await post('applicant/changePassword', { token, password: 'password1', password_confirmation: 'password1' });
    expect(common.status).toBe(400);
    expect(message(common)).toBe(messages.authSave.commonPassword);
    const differ = await post('applicant/changePassword', { token, password: 'new-pass-2026', password_confirmation: 'new-pass-2027' });
    expect(differ.status).toBe(400);
    expect(JSON.stringify(differ.json())).toContain(m.password.mismatch);

    const changed = await post('applicant/changePassword', { token, password: 'new-pass-2026', password_confirmation: 'new-pass-2026' });
    expect(changed.status).toBe(200);
    expect(changed.json()).toEqual({ result: 'success' });
    const reused = await post('applicant/changePassword', { token, password: 'other-pass-2026', password_confirmation: 'other-pass-2026' });
    expect(reused.status).toBe(400);
    expect(message(reused)).toBe(m.password.resetExpired);

    // Every session opened before the change is over: the token of the application and the one of the identification.
    expect((await check({}, { token: p.token })).status).toBe(401);
    expect((await check({}, { token: second.applicant.token })).status).toBe(401);
    expect((await identify(p, '127.0.8.4')).status).toBe(400);
    const fresh = await identify({ ...p, password: 'new-pass-2026' }, '127.0.8.4');
    expect(fresh.status).toBe(200);
    const freshToken = (fresh.json() as { applicant: { token: string } }).applicant.token;
    expect((await check({}, { token: freshToken })).status).toBe(200);
  });

  it('refuses a made-up reset token and a confirm of a recovery code with a wrong code', async () => {
    const madeUp = await post('applicant/changePassword', { token: 'x'.repeat(43), password: 'new-pass-2026', password_confirmation: 'new-pass-2026' });
    expect(madeUp.status).toBe(400);
    expect(message(madeUp)).toBe(m.password.resetExpired);
    const p = await applied();
    expect((await find(p, '127.0.8.5')).status).toBe(200);
    const wrong = await post('verify/confirm/sms', { request_info: '000000', recv_info: p.phone, type: 'applicant_find_password' });
    expect(wrong.status).toBe(400);
  });

  it(`slows a person's recovery requests from one address after ${ABUSE_LIMITS.freeFailuresPerPair}, not from another (issue 40)`, async () => {
    const nobody = { name: '잠금확인', phone: unusedPhone(), email: `lock${Date.now()}@example.com` };
    portal.clock.freeze();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < ABUSE_LIMITS.freeFailuresPerPair; i++) statuses.push((await find(nobody, '127.0.9.1')).status);
      // The number's own sends may run out first, as an applicant's do.
      const sends = Math.min(verificationPolicy.maxSendsPerHour, ABUSE_LIMITS.freeFailuresPerPair);
      expect(statuses).toEqual([...Array<number>(sends).fill(200), ...Array<number>(ABUSE_LIMITS.freeFailuresPerPair - sends).fill(429)]);
      const held = await find(nobody, '127.0.9.1');
      expect([held.status, message(held), held.headers['retry-after']]).toEqual([429, m.password.waitBeforeRetry(1), '1']);
      // From another address the person is not held (only the number's own send limit, if any, answers).
      expect(message(await find(nobody, '127.0.9.200'))).not.toBe(m.password.waitBeforeRetry(1));
    } finally {
      portal.clock.reset();
    }
  });
});

describe('tokens that open nothing any more, over the route table', () => {
  const post = (path: string, body: unknown, token?: string) =>
    portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', ...(token ? { applicanttoken: token } : {}) });
  /** Every route that needs an applicant token, with path parameters that name the applicant (or plausible ids). */
  const tokenRoutes = routes.filter((r) => r.contract!.auth === 'applicant' || r.contract!.auth === 'own-applicant');
  const pathOf = (path: string, applicantId: number) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? String(applicantId) : name === 'taskId' ? '914211' : name === 'fileId' ? 'A'.repeat(22) : name === 'applicantStepId' ? `1-${applicantId}` : name === 'pageIndex' ? '0' : '1'));
  let deleted: Awaited<ReturnType<typeof applied>>;
  let changed: Awaited<ReturnType<typeof applied>>;

  beforeAll(async () => {
    deleted = await applied();
    await post('verify/request/sms', { project_id: PROJECT, type: 'applicant_delete', recv_info: deleted.phone }, deleted.token);
    await post('verify/confirm/sms', { request_info: await codeFromOutbox(portal, deleted.phone), recv_info: deleted.phone, type: 'applicant_delete' });
    expect((await post('applicant/delete', { type: 'delete' }, deleted.token)).status).toBe(200);

    changed = await applied('before-change-26');
    await post('applicant/findPassword', { projectId: PROJECT, name: changed.name, phone: changed.phone, email: changed.email });
    const confirmed = await post('verify/confirm/sms', { request_info: await codeFromOutbox(portal, changed.phone), recv_info: changed.phone, type: 'applicant_find_password' });
    const token = (confirmed.json() as { reset_token: string }).reset_token;
    expect((await post('applicant/changePassword', { token, password: 'after-change-26', password_confirmation: 'after-change-26' })).status).toBe(200);
  });

  it('covers every applicant route', () => {
    expect(tokenRoutes.length).toBeGreaterThanOrEqual(15);
  });

  for (const route of tokenRoutes) {
    it(`${route.method} ${route.path}: a deleted applicant's token and a token from before a password change are refused (401)`, async () => {
      for (const who of [deleted, changed]) {
        const r = await portal.send(route.method, HOST, apiPath('app', pathOf(route.path, who.id)), route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}', {
          'content-type': 'application/json',
          applicanttoken: who.token,
        });
        expect(r.status, `${route.id} ${r.text.slice(0, 200)}`).toBe(401);
      }
    });
  }

  it("answers no history for either token (applicant/check by token)", async () => {
    expect((await check({}, { token: deleted.token })).status).toBe(401);
    expect((await check({}, { token: changed.token })).status).toBe(401);
  });
});
