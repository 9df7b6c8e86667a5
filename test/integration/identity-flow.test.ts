import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/** Identity verification through the local provider simulator, as the popup would do it. */
let portal: TestPortal;
const B = 'beta.localhost';
const PROJECT = 91022;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
});
afterAll(() => portal?.close());

const post = (path: string, body: unknown, host = B) =>
  portal.send('POST', host, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json' });
const form = (path: string, fields: Record<string, string>) =>
  portal.send('POST', B, path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

/** request → simulator page → chosen outcome → the callback URL the popup lands on. */
async function throughSimulator(outcome: string, person = { name: '이인증', phone: '01090001111' }) {
  const req = (await post('verify/request/auth', { project_id: PROJECT, type: 'applicant_certification', url: '/identity-callback' })).json();
  expect(req.field).toBe('EncodeData');
  const page = await form(req.action, { EncodeData: req.request_info });
  expect(page.text).toContain('본인인증 시뮬레이터');
  const done = await form(`${req.action}/result`, { EncodeData: req.request_info, outcome, ...person });
  expect(done.status).toBe(303);
  const url = new URL(String(done.headers.location));
  const [, , result, seq] = url.pathname.split('/');
  return { result, seq: decodeURIComponent(seq!), encodeData: url.searchParams.get('EncodeData')! };
}
const confirm = (r: { seq: string; encodeData: string }) =>
  post('verify/confirm/auth', { seq: r.seq, encode_data: r.encodeData, type: 'applicant_certification', project_id: PROJECT });

describe('identity verification', () => {
  it('confirms a person once and lets the auth save use name and phone from the provider', async () => {
    const cb = await throughSimulator('success');
    expect(cb.result).toBe('success');
    const person = (await confirm(cb)).json();
    expect(person).toMatchObject({ name: '이인증', phone: '01090001111' });
    expect((await confirm(cb)).status).toBe(400);
    // The browser cannot change the verified name: the provider's data wins.
    const saved = await post(`applicant/create/910221`, {
      project_id: PROJECT, agreements: 'Y', auth_seq: person.auth_seq, name: '다른이름', phone: '01000000000', email: 'auth@example.com', password: 'pw123456', password_confirmation: 'pw123456',
    });
    expect(saved.status).toBe(200);
    const me = (await portal.send('POST', B, '/api/app/applicant/view', '{}', { 'content-type': 'application/json', applicanttoken: saved.json().access_token })).json();
    expect(me).toMatchObject({ name: '이인증', phone: '01090001111', auth: true });
  });

  it('answers the same person again as a duplicate, and a blocked person with its message', async () => {
    const twice = { name: '이중복', phone: '01090005555' };
    const first = (await confirm(await throughSimulator('success', twice))).json();
    const body = { project_id: PROJECT, agreements: 'Y', auth_seq: first.auth_seq, email: 'twice@example.com', password: 'pw123456', password_confirmation: 'pw123456' };
    expect((await post('applicant/create/910221', body)).status).toBe(200);
    expect((await confirm(await throughSimulator('success', twice))).json()).toMatchObject({ error: 'duplicate' });
    const blocked = (await confirm(await throughSimulator('block', { name: '차단자', phone: '01090002222' }))).json();
    expect(blocked.error).toBe('block');
    expect(blocked.errorMessage).toMatch(/[가-힣]/);
  });

  it('refuses a tampered result and a return address on another site', async () => {
    const cb = await throughSimulator('success', { name: '변조', phone: '01090003333' });
    expect((await confirm({ ...cb, encodeData: cb.encodeData.slice(0, -2) + 'xx' })).status).toBe(400);
    const off = await post('verify/request/auth', { project_id: PROJECT, type: 'applicant_certification', url: 'https://evil.example/cb' });
    expect(off.status).toBe(400);
    const unused = await post('verify/request/auth', { project_id: 91021, type: 'applicant_certification', url: '/identity-callback' });
    expect(unused.json().message).toBe('본인인증을 사용하지 않는 채용입니다.');
  });

  it('refuses the auth save until the qualification check passed for that account', async () => {
    const body = { project_id: 91023, agreements: 'Y', name: '추천인', phone: '01090004444', email: 'rec@example.com', password: 'pw123456', password_confirmation: 'pw123456' };
    expect((await post('applicant/create/910231', body)).json().message).toBe('지원자격 확인 후 진행하여 주세요.');
    expect((await post('applicant/create/910231', { ...body, check_id: 'qualified' })).json().message).toBe('지원자격 확인 후 진행하여 주세요.');
    expect((await post('checkQualification/91023', { checkId: 'qualified', checkPw: 'qualified1!', projectId: 91023 })).json()).toBe('Y');
    const saved = await post('applicant/create/910231', { ...body, check_id: 'qualified' });
    expect(saved.status).toBe(200);
    expect(saved.json().access_token).toBeTruthy();
    expect((await portal.get(B, '/api/app/project/91023')).json()).toMatchObject({ qualification_required: true, qualification_label: '숙련기술인' });
  });

  it('checks an external qualification account', async () => {
    const ok = await post(`checkQualification/${PROJECT}`, { checkId: 'qualified', checkPw: 'qualified1!', projectId: PROJECT });
    expect(ok.json()).toBe('Y');
    expect((await post(`checkQualification/${PROJECT}`, { checkId: 'qualified', checkPw: 'wrong', projectId: PROJECT })).json()).toBe('N');
    expect((await post(`checkQualification/${PROJECT}`, { checkId: '', checkPw: 'x', projectId: PROJECT })).json().message).toBe('아이디를 입력하여 주세요.');
  });
});
