import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The final submission refuses an application whose required exam-site detail has no choice (spec 4 'Exam-site rows':
 * the choice is saved apart from the page values, so the page validation cannot see it). Fixture: exam-site-form.yaml,
 * page 1 holding required details 401 and 402, an optional 403, a hidden required 404 and a required 405 that a tenant
 * rule shows only when reserve_proctor is 'Y'.
 */
let portal: TestPortal;
const HOST = 'exam-site.localhost';
const TENANT = 9103;
const PROJECT = 91031;
const TASK = 910311;

beforeAll(async () => {
  portal = await startTestPortal([fixture('exam-site-form.yaml')]);
});
afterAll(() => portal?.close());

type A = { id: number; token: string };
const post = (a: A, path: string, body: unknown) => portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', applicanttoken: a.token });
const choose = (a: A, detailId: number, placeId: number | null) => post(a, `applicant/update/${a.id}`, { saveType: 'place', detailId, placeId });
const complete = async (a: A) => (await post(a, `applicant/complete/${a.id}`, {})).json();

/** An applicant with both pages saved: everything the page validation asks for is there. */
async function savedApplicant(page1: Record<string, unknown> = { reserve_proctor: 'N' }): Promise<A> {
  const a = await createTestApplicant(TENANT, PROJECT, TASK);
  expect((await post(a, `applicant/update/${a.id}`, { pageIndex: 0, saveType: 'save', version: 0, values: { english_name: 'Kim Jiwon' } })).status).toBe(200);
  expect((await post(a, `applicant/update/${a.id}`, { pageIndex: 1, saveType: 'save', version: 0, values: page1 })).status).toBe(200);
  return a;
}

describe('final submission with required exam-site details', () => {
  it('is impossible without a choice, naming the page of the detail and asking for an exam site', async () => {
    const a = await savedApplicant();
    expect(await complete(a)).toMatchObject({ result: 'impossible', pageIndex: 1, error: '시험장을 선택하여 주세요.', message: '입사지원서 작성이 완료되지 않은 페이지가 있습니다.' });
    expect((await post(a, 'applicant/view', { type: 'data' })).json().status).toBe('N');
  });

  it('checks every required detail: one choice out of two is still impossible; then it submits (optional and hidden details need none)', async () => {
    const a = await savedApplicant();
    const preview = async () => (await post(a, 'applicant/view', { type: 'preview' })).json().missingExamSitePage;
    // 미리보기 names the page before 최종제출 refuses it (issue 41 item 22).
    expect(await preview()).toBe(1);
    expect((await choose(a, 401, 1)).json().result).toBe('Y');
    expect(await preview()).toBe(1);
    expect(await complete(a)).toMatchObject({ result: 'impossible', pageIndex: 1, error: '시험장을 선택하여 주세요.' });
    expect((await choose(a, 402, 11)).json().result).toBe('Y');
    expect(await preview()).toBeNull();
    const done = await complete(a);
    expect(done).toMatchObject({ result: 'Y' });
    expect(done.applicant_number).toMatch(/^91031-\d{5}$/);
    // Submitted: the choice can no longer change.
    expect((await choose(a, 401, null)).status).toBe(409);
  });

  it('a cancelled choice no longer counts', async () => {
    const a = await savedApplicant();
    expect((await choose(a, 401, 1)).json().result).toBe('Y');
    expect((await choose(a, 402, 11)).json().result).toBe('Y');
    expect((await choose(a, 402, null)).json().result).toBe('C');
    expect(await complete(a)).toMatchObject({ result: 'impossible', pageIndex: 1, error: '시험장을 선택하여 주세요.' });
  });

  it('a waitlist place is a choice: a waitlisted applicant can submit', async () => {
    const [first, second] = [await savedApplicant(), await savedApplicant()];
    // Place 2 has one seat: the first takes it, the second is waitlisted.
    expect((await choose(first, 401, 2)).json().result).toBe('Y');
    expect((await choose(second, 401, 2)).json()).toMatchObject({ result: 'W', message: '예비(대기) 지원이 완료되었습니다.' });
    expect((await choose(second, 402, 11)).json().result).toBe('Y');
    expect(await complete(second)).toMatchObject({ result: 'Y' });
  });

  it('a required detail the tenant rules show must be chosen only while they show it', async () => {
    const volunteer = await savedApplicant({ reserve_proctor: 'Y' });
    expect((await choose(volunteer, 401, 1)).json().result).toBe('Y');
    expect((await choose(volunteer, 402, 11)).json().result).toBe('Y');
    expect(await complete(volunteer)).toMatchObject({ result: 'impossible', pageIndex: 1, error: '시험장을 선택하여 주세요.' });
    expect((await choose(volunteer, 405, 41)).json().result).toBe('Y');
    expect(await complete(volunteer)).toMatchObject({ result: 'Y' });
    // Without the answer that shows it, 405 is not rendered, so not required.
    const other = await savedApplicant({ reserve_proctor: 'N' });
    expect((await choose(other, 401, 1)).json().result).toBe('Y');
    expect((await choose(other, 402, 11)).json().result).toBe('Y');
    expect(await complete(other)).toMatchObject({ result: 'Y' });
  });
});
