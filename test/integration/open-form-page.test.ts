import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/** applicant/open-form/{id} against the real stand-ins: the three start-up calls of a form page in one. */
let portal: TestPortal;
const HOST = 'alpha.localhost';
const TENANT = 9101;
const PROJECT = 91011;
const TASK = 910111;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
});
afterAll(() => portal?.close());

const headers = (token: string) => ({ 'content-type': 'application/json', applicanttoken: token });
const post = (token: string, path: string, body: unknown) => portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), headers(token));
const open = (a: { id: number; token: string }, body: unknown) => post(a.token, `applicant/open-form/${a.id}`, body);

describe('opening a form page in one call', () => {
  it('answers exactly what applicant/view, forms/… and applicant/page answer', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const saved = await post(a.token, `applicant/update/${a.id}`, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: 'Kim Jiwon' } });
    expect(saved.status).toBe(200);

    const opened = await open(a, { taskId: TASK, pageIndex: 0 });
    expect(opened.status).toBe(200);
    const view = (await post(a.token, 'applicant/view', { type: 'data' })).json();
    const form = (await portal.get(HOST, `/api/app/forms/${TASK}/0`, { applicanttoken: a.token })).json();
    const page = (await post(a.token, `applicant/page/${a.id}`, { pageIndex: 0 })).json();
    expect(opened.json()).toEqual({ applicant: view, form, saved: page });
    expect(page).toMatchObject({ pageIndex: 0, version: 1, saveType: 'temp', values: { english_name: 'Kim Jiwon' } });
  });

  it('answers the first unsaved page when a later one is asked, as forms/… does', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    expect((await open(a, { taskId: TASK, pageIndex: 1 })).json().form.pageIndex).toBe(0);
  });

  it('refuses what the separate calls refuse, with their messages', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const b = await createTestApplicant(TENANT, PROJECT, TASK);
    const other = await post(a.token, `applicant/open-form/${b.id}`, { taskId: TASK, pageIndex: 0 });
    expect(other.status).toBe(403);
    expect(other.json().message).toBe((await post(a.token, `applicant/page/${b.id}`, { pageIndex: 0 })).json().message);
    const task = await open(a, { taskId: 910112, pageIndex: 0 });
    expect(task.status).toBe(404);
    expect(task.json().message).toBe('잘못된 접근입니다');
    expect((await post('', `applicant/open-form/${a.id}`, { taskId: TASK, pageIndex: 0 })).status).toBe(401);
    const bad = await open(a, { taskId: TASK, pageIndex: 1000 });
    expect(bad.status).toBe(400);
  });
});
