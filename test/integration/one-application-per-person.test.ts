import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { codeFromOutbox as codeFromOutboxOf } from '../support/outbox-code.ts';

/**
 * The one-application-per-person rule is keyed only on what was verified (issue 14, item 7): typing a
 * stranger's name and phone must not block them, while the same verified e-mail, phone or identity is refused.
 */
let portal: TestPortal;
const H = 'oneperson.localhost';
const EMAIL_PROJECT = { id: 91421, task: 914211 };
const SMS_PROJECT = { id: 91422, task: 914221 };
const AUTH_PROJECT = { id: 91423, task: 914231 };

beforeAll(async () => {
  portal = await startTestPortal([fixture('one-per-person.yaml')]);
});
afterAll(() => portal?.close());

const post = (path: string, body: unknown) => portal.send('POST', H, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json' });
const form = (path: string, fields: Record<string, string>) =>
  portal.send('POST', H, path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

const codeFromOutbox = (to: string) => codeFromOutboxOf(portal, to);

async function verify(kind: 'email' | 'sms', projectId: number, recv: string) {
  expect((await post(`verify/request/${kind}`, { project_id: projectId, type: 'applicant_certification', recv_info: recv })).status).toBe(200);
  const code = await codeFromOutbox(recv);
  expect((await post(`verify/confirm/${kind}`, { request_info: code, recv_info: recv, type: 'applicant_certification' })).json()).toBe('Y');
}

const apply = (project: { id: number; task: number }, person: Record<string, string>) =>
  post(`applicant/create/${project.task}`, { project_id: project.id, agreements: 'Y', agreement_ids: [1], password: 'jiwon-apply-26', password_confirmation: 'jiwon-apply-26', ...person });

describe('one application per person, keyed on what was verified', () => {
  const victim = { name: '김피해', phone: '01012340001', email: 'victim@example.com' };

  it('lets the victim apply after a stranger registered their name and phone with the stranger’s own verified e-mail', async () => {
    const stranger = { ...victim, email: 'stranger@example.com' };
    await verify('email', EMAIL_PROJECT.id, stranger.email);
    expect((await apply(EMAIL_PROJECT, stranger)).status).toBe(200);

    await verify('email', EMAIL_PROJECT.id, victim.email);
    const mine = await apply(EMAIL_PROJECT, victim);
    expect(mine.status).toBe(200);
    expect(mine.json()).toMatchObject({ id: expect.any(Number), access_token: expect.any(String) });
  });

  it('refuses a second application with the same verified e-mail, whatever name and phone are typed', async () => {
    const person = { name: '최메일', phone: '01012340005', email: 'same-email@example.com' };
    await verify('email', EMAIL_PROJECT.id, person.email);
    expect((await apply(EMAIL_PROJECT, person)).status).toBe(200);
    await verify('email', EMAIL_PROJECT.id, person.email);
    expect((await apply(EMAIL_PROJECT, { ...person, name: '다른이름', phone: '01099998888' })).json()).toEqual({ error: 'duplicate' });
  });

  it('refuses a second application with the same verified phone, and lets the same typed name apply with another verified phone', async () => {
    const person = { name: '이문자', phone: '01012340002', email: 'sms-a@example.com' };
    await verify('sms', SMS_PROJECT.id, person.phone);
    expect((await apply(SMS_PROJECT, person)).status).toBe(200);
    await verify('sms', SMS_PROJECT.id, person.phone);
    expect((await apply(SMS_PROJECT, { ...person, name: '다른이름', email: 'sms-b@example.com' })).json()).toEqual({ error: 'duplicate' });
    await verify('sms', SMS_PROJECT.id, '01012340003');
    expect((await apply(SMS_PROJECT, { ...person, phone: '01012340003' })).status).toBe(200);
  });

  it('refuses a second application of the same identity-verified person', async () => {
    const person = { name: '박본인', phone: '01012340004' };
    const verifyIdentity = async () => {
      const req = (await post('verify/request/auth', { project_id: AUTH_PROJECT.id, type: 'applicant_certification', url: '/identity-callback' })).json();
      const done = await form(`${req.action}/result`, { EncodeData: req.request_info, outcome: 'success', ...person });
      const url = new URL(String(done.headers.location));
      const seq = decodeURIComponent(url.pathname.split('/')[3]!);
      return (await post('verify/confirm/auth', { seq, encode_data: url.searchParams.get('EncodeData')!, type: 'applicant_certification', project_id: AUTH_PROJECT.id })).json();
    };
    const first = await verifyIdentity();
    expect((await apply(AUTH_PROJECT, { auth_seq: first.auth_seq, email: 'auth-a@example.com' })).status).toBe(200);
    expect(await verifyIdentity()).toMatchObject({ error: 'duplicate' });
  });
});
