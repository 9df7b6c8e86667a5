import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { portalKst } from '../support/test-clock.ts';

/** The form calls against the real stand-ins: get-form, saved pages, the one start-up call and the versioned save. */
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
const getForm = (token: string, pageIndex: number, task = TASK) => portal.get(HOST, `/api/app/forms/${task}/${pageIndex}`, { applicanttoken: token });
const save = (a: { id: number; token: string }, body: Record<string, unknown>) =>
  portal.send('POST', HOST, `/api/app/applicant/update/${a.id}`, JSON.stringify(body), headers(a.token));
const savedPage = (a: { id: number; token: string }, pageIndex: number) =>
  portal.send('POST', HOST, `/api/app/applicant/page/${a.id}`, JSON.stringify({ pageIndex }), headers(a.token));
const openForm = (a: { id: number; token: string }, body: unknown) =>
  portal.send('POST', HOST, `/api/app/applicant/open-form/${a.id}`, JSON.stringify(body), headers(a.token));

const page0 = {
  english_name: 'Kim Jiwon',
  applicant_personal_infos: { birthdate_year: '1998', birthdate_month: '3', birthdate_day: '14' },
  post_code: '04524',
  address: '서울특별시 중구 세종대로 110',
  address_detail: '3층',
  applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '1' }, { form_question_id: 1022, answer: '잘 부탁드립니다.' }] } },
};

describe('get form', () => {
  it('serves a page of the applicant’s own task with the stepper titles', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const r = await getForm(a.token, 0);
    expect(r.status).toBe(200);
    const page = r.json();
    expect(page).toMatchObject({ pageIndex: 0, title: ['기본정보', '학력·경력'], projectVersion: 0.3, pageCount: 2 });
    expect(page.forms.map((f: { code_value: string }) => f.code_value)).toEqual(['personal_info', 'additional_item']);
  });

  it('answers the first unsaved page when a later page is asked for, and refuses another task', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    expect((await getForm(a.token, 1)).json().pageIndex).toBe(0);
    const other = await getForm(a.token, 0, 910112);
    expect(other.status).toBe(404);
    expect(other.json().message).toBe('잘못된 접근입니다');
    expect((await portal.get(HOST, `/api/app/forms/${TASK}/0`)).status).toBe(401);
  });
});

describe('saving a page', () => {
  it('temp-saves an incomplete page but refuses malformed values with the section named', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const temp = await save(a, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: 'Kim' } });
    expect(temp.status).toBe(200);
    expect(temp.json()).toMatchObject({ id: a.id, pageIndex: 0, version: 1, confirm_page: [] });
    const bad = await save(a, { pageIndex: 0, saveType: 'temp', version: 1, values: { english_name: '김지원' } });
    expect(bad.status).toBe(422);
    expect(bad.json()).toMatchObject({ path: 'english_name', type: 'personal_info', message: '입력 형식이 올바르지 않습니다.' });
  });

  it('refuses a save that misses required fields, with the spec message', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const r = await save(a, { pageIndex: 0, saveType: 'save', version: 0, values: { ...page0, english_name: '' } });
    expect(r.status).toBe(422);
    expect(r.json()).toMatchObject({ path: 'english_name', message: '필수 입력항목입니다.' });
    const q = await save(a, { pageIndex: 0, saveType: 'save', version: 0, values: { ...page0, applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '9' }] } } } });
    expect(q.json()).toMatchObject({ path: 'applicant_add_questions_edit.detail_102.answers.0.answer', type: 'additional_item', message: '선택 항목이 올바르지 않습니다.' });
  });

  it('saves a complete page, reads it back, and opens the next page', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const r = await save(a, { pageIndex: 0, saveType: 'save', version: 0, values: page0 });
    expect(r.status).toBe(200);
    expect(r.json()).toMatchObject({ version: 1, confirm_page: [0], save_page: 0 });
    const back = (await savedPage(a, 0)).json();
    expect(back).toMatchObject({ pageIndex: 0, version: 1, saveType: 'save' });
    expect(back.values).toMatchObject({ english_name: 'Kim Jiwon', address_detail: '3층', applicant_personal_infos: { birthdate_year: '1998' } });
    expect((await getForm(a.token, 1)).json().pageIndex).toBe(1);
    const view = await portal.send('POST', HOST, '/api/app/applicant/view', JSON.stringify({ type: 'data' }), headers(a.token));
    expect(view.json()).toMatchObject({ confirm_page: [0], save_page: 0 });
  });

  it('resumes on the page the applicant went on to: 다음 sets save_page to the next page, 임시저장 and 저장 to their own (issue 41 item 27)', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const next = await save(a, { pageIndex: 0, saveType: 'save', version: 0, values: page0, reason: 'next' });
    expect(next.json()).toMatchObject({ confirm_page: [0], save_page: 1 });
    const view = async () => (await portal.send('POST', HOST, '/api/app/applicant/view', JSON.stringify({ type: 'data' }), headers(a.token))).json().save_page;
    expect(await view()).toBe(1);
    // 저장 on a completed page stays on it, and so does its resume page.
    expect((await save(a, { pageIndex: 0, saveType: 'save', version: 1, values: page0 })).json()).toMatchObject({ save_page: 0 });
    expect(await view()).toBe(0);
    // A 다음 that the page refuses moves nothing.
    expect((await save(a, { pageIndex: 0, saveType: 'save', version: 2, values: { ...page0, english_name: '' }, reason: 'next' })).status).toBe(422);
    expect(await view()).toBe(0);
  });

  it('validates repeatable rows, multiline limits and date ranges on page 2', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    expect((await save(a, { pageIndex: 0, saveType: 'save', version: 0, values: page0 })).status).toBe(200);
    const base = { applicant_universities: [{ school_name: '한국대학교', period_start_date: '2017-03-02', period_end_date: '2021-02-20', gpa: '3.8' }] };
    const noRow = await save(a, { pageIndex: 1, saveType: 'save', version: 0, values: {} });
    expect(noRow.json()).toMatchObject({ path: 'applicant_universities', type: 'school', message: '필수 입력항목입니다.' });
    const shortDuty = await save(a, { pageIndex: 1, saveType: 'save', version: 0, values: { ...base, applicant_careers: [{ company_name: '가나상사', duty: '짧음' }] } });
    expect(shortDuty.json()).toMatchObject({ path: 'applicant_careers.0.duty', type: 'career', message: '10 자 이상 입력하여 주세요' });
    const backwards = await save(a, { pageIndex: 1, saveType: 'save', version: 0, values: { applicant_universities: [{ ...base.applicant_universities[0], period_end_date: '2016-01-01' }] } });
    expect(backwards.json()).toMatchObject({ path: 'applicant_universities.0.period_end_date', message: '2017-03-02 이후로 입력하여 주세요' });
    expect((await save(a, { pageIndex: 1, saveType: 'save', version: 0, values: base })).json()).toMatchObject({ confirm_page: [0, 1] });
  });

  it('never lets a stale tab overwrite a newer save', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const first = await save(a, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: 'First Tab' } });
    expect(first.status).toBe(200);
    const stale = await save(a, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: 'Second Tab' } });
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale', current: { version: 1, values: { english_name: 'First Tab' } } });
    expect(stale.json().message).toContain('다른 창에서 이 페이지를 먼저 저장했습니다.');
    expect((await savedPage(a, 0)).json().values.english_name).toBe('First Tab');
  });

  it('lets exactly one of two concurrent saves of the same version through', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const results = await Promise.all(
      ['Tab One', 'Tab Two', 'Tab Three'].map((name) => save(a, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: name } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.json();
    expect((await savedPage(a, 0)).json()).toMatchObject({ version: winner.version });
  });

  it('refuses another applicant’s id and pages not yet reached', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const b = await createTestApplicant(TENANT, PROJECT, TASK);
    const r = await save({ id: b.id, token: a.token }, { pageIndex: 0, saveType: 'temp', version: 0, values: {} });
    expect(r.status).toBe(403);
    expect(r.json().message).toBe('본인의 지원서만 저장할 수 있습니다.');
    const ahead = await save(a, { pageIndex: 1, saveType: 'temp', version: 0, values: {} });
    expect(ahead.status).toBe(409);
    expect(ahead.json()).toMatchObject({ code: 'pageLocked', pageIndex: 0 });
  });

  it('refuses every save after the project’s end time, whatever the browser says', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const repos = processWiring().reposFor(TENANT);
    const found = (await repos.projects.getWithTasks(PROJECT))!;
    await repos.projects.put({ ...found.project, endDate: '2020-01-01 00:00:00' }, found.tasks);
    try {
      const r = await save(a, { pageIndex: 0, saveType: 'temp', version: 0, values: {} });
      expect(r.status).toBe(403);
      expect(r.json()).toMatchObject({ code: 'timeover', message: '입사지원 기간이 마감되었습니다.' });
    } finally {
      await repos.projects.put(found.project, found.tasks);
    }
  });
});

describe('a save sent again with its idempotency key', () => {
  const keyed = (a: { id: number; token: string }, body: Record<string, unknown>, key: string) =>
    portal.send('POST', HOST, `/api/app/applicant/update/${a.id}`, JSON.stringify(body), { ...headers(a.token), 'Idempotency-Key': key });
  const first = { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: 'First Try' } };

  it('answers a retried save with the first answer and writes it once', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const key = randomUUID();
    const r1 = await keyed(a, first, key);
    expect(r1.status).toBe(200);
    expect(r1.json()).toMatchObject({ id: a.id, pageIndex: 0, version: 1, confirm_page: [] });
    const r2 = await keyed(a, first, key);
    expect([r2.status, r2.json()]).toEqual([200, r1.json()]);
    expect((await savedPage(a, 0)).json()).toMatchObject({ version: 1, values: { english_name: 'First Try' } });
    // A new save (a new key) goes on from there as before.
    const next = await keyed(a, { ...first, version: 1, values: { english_name: 'Second Save' } }, randomUUID());
    expect(next.json()).toMatchObject({ version: 2 });
    // The first key still answers its own save, and writes nothing over the newer one.
    expect((await keyed(a, first, key)).json()).toEqual(r1.json());
    expect((await savedPage(a, 0)).json()).toMatchObject({ version: 2, values: { english_name: 'Second Save' } });
  });

  it('refuses the same key with other content (422, in Korean) and writes nothing', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const key = randomUUID();
    expect((await keyed(a, first, key)).status).toBe(200);
    for (const other of [{ ...first, values: { english_name: 'Other Content' } }, { ...first, version: 1 }, { ...first, saveType: 'save', values: page0 }, { ...first, pageIndex: 1 }]) {
      const r = await keyed(a, other, key);
      expect(r.status, JSON.stringify(other)).toBe(422);
      expect(r.json()).toEqual({ message: '같은 요청 번호로 다른 내용을 저장할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.', code: 'idempotencyKeyReused' });
    }
    expect((await savedPage(a, 0)).json()).toMatchObject({ version: 1, values: { english_name: 'First Try' } });
  });

  it('answers every one of concurrent tries with one key the winner’s answer, and writes once', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const key = randomUUID();
    const tries = await Promise.all(Array.from({ length: 6 }, () => keyed(a, first, key)));
    expect(tries.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const r of tries) expect(r.json()).toEqual(tries[0]!.json());
    expect((await savedPage(a, 0)).json()).toMatchObject({ version: 1 });
    // Without a key the same six are five stale refusals, as before.
    const b = await createTestApplicant(TENANT, PROJECT, TASK);
    const plain = await Promise.all(Array.from({ length: 6 }, () => save(b, first)));
    expect(plain.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('answers a retry after the deadline with the answer its written first try got', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const key = randomUUID();
    const r1 = await keyed(a, first, key);
    expect(r1.status).toBe(200);
    const repos = processWiring().reposFor(TENANT);
    const found = (await repos.projects.getWithTasks(PROJECT))!;
    await repos.projects.put({ ...found.project, endDate: '2020-01-01 00:00:00' }, found.tasks);
    try {
      expect((await keyed(a, first, key)).json()).toEqual(r1.json());
      const late = await keyed(a, { ...first, version: 1 }, randomUUID());
      expect([late.status, late.json().code]).toEqual([403, 'timeover']);
    } finally {
      await repos.projects.put(found.project, found.tasks);
    }
  });

  it("keeps a key to its applicant: another applicant's save with it is a save of its own", async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const b = await createTestApplicant(TENANT, PROJECT, TASK);
    const key = randomUUID();
    expect((await keyed(a, first, key)).status).toBe(200);
    const other = await keyed(b, { ...first, values: { english_name: 'Other Person' } }, key);
    expect(other.status).toBe(200);
    expect(other.json()).toMatchObject({ id: b.id, version: 1 });
    expect((await savedPage(b, 0)).json().values.english_name).toBe('Other Person');
  });

  it('refuses a key that is not a UUID with a Korean message naming the header', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    for (const bad of ['not-a-uuid', 'x'.repeat(300), '12345678-1234-1234-1234-1234567890ab']) {
      const r = await keyed(a, first, bad);
      expect(r.status, bad).toBe(400);
      expect(r.json()).toEqual({ message: '요청 번호(Idempotency-Key)는 UUID 형식으로 보내 주세요.', field: 'Idempotency-Key' });
    }
    expect((await savedPage(a, 0)).json()).toMatchObject({ version: 0 });
  });
});

describe('the session and deadline timer', () => {
  const time = (token?: string) => portal.send('POST', HOST, `/api/app/getTime/${PROJECT}`, '{}', { 'content-type': 'application/json', ...(token ? { applicanttoken: token } : {}) });

  it('answers the session mode to an applicant and restarts the session (Extend)', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '김지원', 60);
    const t = (await time(a.token)).json();
    expect(t).toMatchObject({ status: 'session', isDeadline: false, isEnd: false, diff: 1800 });
    expect((await time()).json()).toMatchObject({ status: 'normal', isDeadline: false });
  });

  it('answers the deadline mode when the project ends before the session would', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const repos = processWiring().reposFor(TENANT);
    const found = (await repos.projects.getWithTasks(PROJECT))!;
    const inTenMinutes = portalKst(600_000);
    await repos.projects.put({ ...found.project, endDate: inTenMinutes }, found.tasks);
    try {
      const t = (await time(a.token)).json();
      expect(t.status).toBe('deadline');
      expect(t.isDeadline).toBe(true);
      expect(t.diff).toBeGreaterThan(550);
      expect(t.diff).toBeLessThanOrEqual(600);
    } finally {
      await repos.projects.put(found.project, found.tasks);
    }
  });

  it('still takes the automatic save just after the session ends, then refuses with the spec message', async () => {
    const justEnded = await createTestApplicant(TENANT, PROJECT, TASK, '김지원', -60);
    const r = await save(justEnded, { pageIndex: 0, saveType: 'temp', version: 0, reason: 'limit', values: { english_name: 'Kim' } });
    expect(r.status).toBe(200);
    const long = await createTestApplicant(TENANT, PROJECT, TASK, '김지원', -600);
    const late = await save(long, { pageIndex: 0, saveType: 'temp', version: 0, values: {} });
    expect(late.status).toBe(401);
    expect(late.json()).toMatchObject({ code: 'session', message: '세션이 만료되었습니다. 페이지가 이동됩니다.' });
  });

  it('never un-completes a page with the automatic save at the session limit (4 Session limit)', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    expect((await save(a, { pageIndex: 0, saveType: 'save', version: 0, values: page0 })).json()).toMatchObject({ confirm_page: [0] });
    const confirmed = async () => (await portal.send('POST', HOST, '/api/app/applicant/view', JSON.stringify({ type: 'data' }), headers(a.token))).json().confirm_page;
    // A browser that still sends 'temp' at the limit: a complete page is saved as a Save and stays completed.
    const auto = await save(a, { pageIndex: 0, saveType: 'temp', version: 1, reason: 'limit', values: { ...page0, english_name: 'Kim Jiwon Lee' } });
    expect(auto.status).toBe(200);
    expect(auto.json()).toMatchObject({ confirm_page: [0], version: 2 });
    expect((await savedPage(a, 0)).json()).toMatchObject({ saveType: 'save', values: { english_name: 'Kim Jiwon Lee' } });
    // An incomplete page is refused like a Save, and the page stays completed with its last complete values.
    const broken = await save(a, { pageIndex: 0, saveType: 'temp', version: 2, reason: 'limit', values: { ...page0, address: '' } });
    expect(broken.status).toBe(422);
    expect(await confirmed()).toEqual([0]);
    expect((await savedPage(a, 0)).json()).toMatchObject({ version: 2, saveType: 'save' });
    // Any temporary save of a completed page is a Save: the page stays completed (a completed page has no temp save).
    expect((await save(a, { pageIndex: 0, saveType: 'temp', version: 2, values: page0 })).json()).toMatchObject({ confirm_page: [0] });
  });

  it('records the end of a session', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const r = await portal.send('POST', HOST, `/api/app/applicant/log/sessionEnd/${a.id}`, JSON.stringify({ pageIndex: 0 }), headers(a.token));
    expect(r.json()).toBe('Y');
  });
});

describe('opening a form page in one call (applicant/open-form)', () => {
  it('answers exactly what applicant/view, forms/… and applicant/page answer', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    expect((await save(a, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: 'Kim Jiwon' } })).status).toBe(200);

    const opened = await openForm(a, { taskId: TASK, pageIndex: 0 });
    expect(opened.status).toBe(200);
    const view = (await portal.send('POST', HOST, '/api/app/applicant/view', JSON.stringify({ type: 'data' }), headers(a.token))).json();
    const page = (await savedPage(a, 0)).json();
    expect(opened.json()).toEqual({ applicant: view, form: (await getForm(a.token, 0)).json(), saved: page });
    expect(page).toMatchObject({ pageIndex: 0, version: 1, saveType: 'temp', values: { english_name: 'Kim Jiwon' } });
  });

  it('answers the first unsaved page when a later one is asked, as forms/… does', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    expect((await openForm(a, { taskId: TASK, pageIndex: 1 })).json().form.pageIndex).toBe(0);
  });

  it('refuses what the separate calls refuse, with their messages', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const b = await createTestApplicant(TENANT, PROJECT, TASK);
    const other = await openForm({ id: b.id, token: a.token }, { taskId: TASK, pageIndex: 0 });
    expect(other.status).toBe(403);
    expect(other.json().message).toBe((await savedPage({ id: b.id, token: a.token }, 0)).json().message);
    const task = await openForm(a, { taskId: 910112, pageIndex: 0 });
    expect(task.status).toBe(404);
    expect(task.json().message).toBe('잘못된 접근입니다');
    expect((await openForm({ id: a.id, token: '' }, { taskId: TASK, pageIndex: 0 })).status).toBe(401);
    expect((await openForm(a, { taskId: TASK, pageIndex: 1000 })).status).toBe(400);
  });
});
