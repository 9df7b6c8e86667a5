import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type ApplicantData, type SavedPage } from '@portal/shared';
import type { FormPage } from '@portal/shared/form-model/definition';
import { caseLanguages, validationCases } from '@portal/shared/form/validation-cases';
import { ToastProvider } from '../../../components/toast.tsx';
import { jsonResponse, renderRoute, testApplicant } from '../../../test-utils.tsx';
import { draftStore } from '../utils/draft-store.ts';
import { EngineForm } from './engine-form.tsx';

// The retries of a failed save (hooks/use-save-page.ts) wait no time here; their timing is use-save-page.test.tsx's.
vi.mock('../../../lib/write-retry.ts', async (original) => ({ ...(await original<typeof import('../../../lib/write-retry.ts')>()), writeRetryDelay: () => 0 }));

const pm = messages.formPage;

const applicant = testApplicant();

const savedOf = (values: Record<string, unknown>, version = 0): SavedPage => ({ pageIndex: 0, version, values, saveType: version ? 'temp' : null, savedAt: null });

function renderForm(page: FormPage, opts: { values?: Record<string, unknown>; version?: number; isTest?: boolean; pageCount?: number; confirmPage?: number[]; status?: 'Y' | 'N' } = {}) {
  const stored = { ...page, pageIndex: 0, pageCount: opts.pageCount ?? 2 };
  return renderRoute(
    <ToastProvider>
      <EngineForm page={stored} applicant={opts.isTest ? undefined : { ...applicant, confirm_page: opts.confirmPage ?? [], status: opts.status ?? 'N' }} saved={opts.isTest ? undefined : savedOf(opts.values ?? {}, opts.version)} isTest={opts.isTest ?? false} isAdmin={false} />
    </ToastProvider>,
    { path: '/form/:pageIndex', at: '/form/0', extraRoutes: [{ path: '/form/1', element: <p>다음 페이지</p> }, { path: '/form/preview', element: <p>미리보기</p> }, { path: '/', element: <p>메인</p> }] },
  );
}

const timeCheck = { isEnd: false, isDeadline: false, startTime: '2026-11-01 09:00:00', endTime: '2026-12-31 18:00:00', status: 'session', diff: 1800 };

/** The task's language list: the validation table's catalogue (the picker, the score and grade fields and the engine read it). */
const languageList = { requirement: caseLanguages, preference: [], all: [], etc: 'Y', searchable: '', ets: [], usage_pre_registration: 'N', pre_registration_options: [] };

/**
 * fetch for the form page: getTime answers a 30-minute session, the language list is the table's catalogue; every
 * other call goes to `rest` (the save). `saves(mock)` lists only the save calls.
 */
function stubServer(mock: ReturnType<typeof vi.fn<typeof fetch>>, rest: () => Promise<Response>) {
  mock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/getTime/')) return jsonResponse(timeCheck);
    if (url.includes('/options/languages/')) return jsonResponse(languageList);
    return rest();
  });
}
const saves = (mock: ReturnType<typeof vi.fn<typeof fetch>>) => mock.mock.calls.filter(([url]) => String(url).includes('applicant/update/'));

const okSave = (version = 1) => jsonResponse({ id: 77, pageIndex: 0, version, savedAt: '2026-11-22 10:00:00', confirm_page: [0], save_page: 0 });

describe('EngineForm: the shared validation table in the React form', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    stubServer(fetchMock, async () => okSave());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(validationCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    renderForm(c.page, { values: c.payload });
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    if (c.expected === 'valid') {
      await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
      expect(String(saves(fetchMock)[0]![0])).toBe('/api/app/applicant/update/77');
    } else {
      // The same Korean message as the server's, shown in the form; nothing is sent.
      const message = c.expected.message;
      await waitFor(() => expect(screen.getAllByText(message, { selector: '.fe-error' }).length).toBeGreaterThan(0));
      expect(saves(fetchMock)).toHaveLength(0);
    }
  });

  it.each(['required radio', 'required checkbox needs one option'])('marks the options of a refused choice group invalid: %s', async (name) => {
    const c = validationCases.find((v) => v.name === name)!;
    renderForm(c.page, { values: c.payload });
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    await waitFor(() => expect(screen.getAllByText(messages.form.required, { selector: '.fe-error' }).length).toBeGreaterThan(0));
    const options = screen.getAllByRole(name.includes('radio') ? 'radio' : 'checkbox');
    expect(options.length).toBe(2);
    for (const o of options) expect(o.getAttribute('aria-invalid')).toBe('true');
  });
});

const simplePage: FormPage = {
  pageIndex: 0,
  title: ['기본정보', '학력'],
  projectVersion: 0.3,
  forms: [
    {
      application_form_id: 1,
      code_value: 'personal_info',
      title: '인적사항',
      details: [
        {
          id: 11,
          title: '인적사항',
          code: { value: 'personal_info' },
          required: 'N',
          hidden: 'N',
          status: 'Y',
          items: [
            { id: 1, title: '영문 이름', required: 'Y', input_type: { type: 'text', field: 'english_name', pattern: { value: 'name_english' } } },
            { id: 2, title: '자기소개', required: 'N', input_type: { type: 'multiline', field: 'intro' }, items: [{ additional_option: '최대', value: 50 }] },
          ],
        },
      ],
    },
  ],
};

describe('EngineForm: saving', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const body = (call: number) => JSON.parse(String(saves(fetchMock)[call]![1]!.body)) as Record<string, unknown>;

  it('temp-saves an incomplete page with saveType temp and the page version', async () => {
    stubServer(fetchMock, async () => okSave(4));
    renderForm(simplePage, { values: { intro: '안녕하세요' }, version: 3 });
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await screen.findByText(pm.tempSaved);
    expect(body(0)).toEqual({ pageIndex: 0, saveType: 'temp', version: 3, values: expect.objectContaining({ intro: '안녕하세요' }) });
  });

  it('refuses a malformed value on temp save without sending it', async () => {
    renderForm(simplePage, { values: { english_name: '김지원' } });
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await screen.findByText(messages.form.engine.invalidFormat);
    expect(saves(fetchMock)).toHaveLength(0);
  });

  it('saves, then goes to the next page', async () => {
    stubServer(fetchMock, async () => okSave());
    const { router } = renderForm(simplePage, { values: { english_name: 'Kim' } });
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/1'));
    // 'next': the server then resumes 수정 on the page the applicant went on to (issue 41 item 27).
    expect(body(0)).toMatchObject({ saveType: 'save', version: 0, reason: 'next' });
  });

  it("shows the server's refusal at the field and in its section", async () => {
    stubServer(fetchMock, async () => jsonResponse({ message: '서버가 거절한 값입니다.', path: 'english_name', type: 'personal_info' }, 422));
    renderForm(simplePage, { values: { english_name: 'Kim' } });
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    const section = screen.getByRole('region', { name: '인적사항' });
    await waitFor(() => expect(within(section).getAllByText('서버가 거절한 값입니다.').length).toBe(2));
  });

  it('resets the submit error when the prerequisite answer changes (spec part 1, 4 Form saving)', async () => {
    const page: FormPage = structuredClone(simplePage);
    page.forms[0]!.details[0]!.items!.push({ id: 3, title: '지원 자격', required: 'N', input_type: { type: 'text', field: 'applicant_pre_questions.prerequisite' } } as never);
    stubServer(fetchMock, async () => jsonResponse({ message: '서버가 거절한 값입니다.', path: 'english_name', type: 'personal_info' }, 422));
    renderForm(page, { values: { english_name: 'Kim' } });
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    const section = screen.getByRole('region', { name: '인적사항' });
    await waitFor(() => expect(within(section).getAllByText('서버가 거절한 값입니다.').length).toBe(2));
    fireEvent.change(screen.getByRole('textbox', { name: /지원 자격/ }), { target: { value: 'Y' } });
    await waitFor(() => expect(within(section).getAllByText('서버가 거절한 값입니다.').length).toBe(1));
  });

  it('offers the newer server content or the own input when another tab saved first', async () => {
    const current = { pageIndex: 0, version: 5, values: { english_name: 'Other Tab' }, saveType: 'temp', savedAt: '2026-11-22 10:00:00' };
    const answers = [jsonResponse({ message: pm.stale, code: 'stale', current }, 409), okSave(6)];
    stubServer(fetchMock, async () => answers.shift()!);
    renderForm(simplePage, { values: { english_name: 'My Tab' }, version: 2 });
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(pm.stale)).toBeTruthy();
    expect((document.getElementById('fe-11-1') as HTMLInputElement).value).toBe('My Tab');
    fireEvent.click(within(dialog).getByRole('button', { name: pm.staleKeepMine }));
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await screen.findByText(pm.tempSaved);
    expect(body(1)).toMatchObject({ version: 5, values: { english_name: 'My Tab' } });
  });

  it('keeps what was typed in the browser when the network drops, and offers it back', async () => {
    stubServer(fetchMock, () => Promise.reject(new TypeError('Failed to fetch')));
    const first = renderForm(simplePage, { values: {} });
    fireEvent.change(screen.getByLabelText(/영문 이름/), { target: { value: 'Typed Offline' } });
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await screen.findByText(pm.offline);
    // The save was tried four times before the offline notice.
    expect(saves(fetchMock)).toHaveLength(4);
    expect(draftStore.read(77, 0)?.values).toMatchObject({ english_name: 'Typed Offline' });
    first.unmount();

    renderForm(simplePage, { values: {} });
    expect(screen.getByText(pm.draftFound)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: pm.draftRestore }));
    expect((screen.getByLabelText(/영문 이름/) as HTMLInputElement).value).toBe('Typed Offline');
  });

  it('clears the draft once the server confirms the save', async () => {
    stubServer(fetchMock, async () => okSave());
    renderForm(simplePage, { values: {} });
    fireEvent.change(screen.getByLabelText(/영문 이름/), { target: { value: 'Saved' } });
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await screen.findByText(pm.tempSaved);
    expect(draftStore.read(77, 0)).toBeUndefined();
  });

  it('counts multiline characters against the maximum', () => {
    renderForm(simplePage, { values: { intro: '열 글자 입니다 하하' } });
    expect(screen.getByText(messages.form.multilineCounter(11, 50))).toBeTruthy();
    expect(screen.getByText(messages.form.multilineMax(50))).toBeTruthy();
  });
});

describe('EngineForm: staff test mode', () => {
  it('moves with Prev/Next only and says where the ends are', async () => {
    const { router } = renderForm(simplePage, { isTest: true, pageCount: 2 });
    expect(screen.getByText(pm.testing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: pm.tempSave })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: pm.previous }));
    await screen.findByText(pm.firstPage);
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/1'));
  });
});

describe('EngineForm: the session and deadline timer', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const alertMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    alertMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('alert', alertMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const serve = (check: Record<string, unknown>) =>
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/getTime/')) return jsonResponse({ ...timeCheck, ...check });
      if (url.includes('applicant/log/sessionEnd/')) return jsonResponse('Y');
      return okSave();
    });

  it('counts the session down with its validity and offers Extend, which asks the server again', async () => {
    serve({});
    renderForm(simplePage, { values: {} });
    expect((await screen.findByTestId('form-timer')).textContent).toBe('30:00');
    expect(screen.getByText(pm.timer.validity(30))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: pm.timer.extend }));
    await screen.findByText(pm.timer.extended);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/getTime/'))).toHaveLength(2);
  });

  it('temp-saves with reason limit when the session runs out, logs it, and goes home', async () => {
    serve({ diff: 1 });
    const { router } = renderForm(simplePage, { values: { english_name: 'Kim' } });
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(pm.sessionExpired), { timeout: 4000 });
    const save = fetchMock.mock.calls.find(([u]) => String(u).includes('applicant/update/'))!;
    expect(JSON.parse(String(save[1]!.body))).toMatchObject({ saveType: 'temp', reason: 'limit', values: { english_name: 'Kim' } });
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('applicant/log/sessionEnd/77'))).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it('never temp-saves a completed page when the session runs out (spec part 1, 4 Form saving)', async () => {
    serve({ diff: 1 });
    const { router } = renderForm(simplePage, { values: { english_name: 'Kim' }, version: 1, confirmPage: [0] });
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(pm.sessionExpired), { timeout: 4000 });
    expect(saves(fetchMock)).toHaveLength(0);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('applicant/log/sessionEnd/77'))).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it('warns within 10 minutes of the session end in the countdown itself, with Extend beside it, until Extend restarts the session (issue 41 item 17)', async () => {
    let diff = 590;
    fetchMock.mockImplementation(async (input) => (String(input).includes('/getTime/') ? jsonResponse({ ...timeCheck, diff }) : okSave()));
    renderForm(simplePage, { values: {} });
    // A warning that stays (not a toast that leaves), read out as it appears, and the action it asks for beside it.
    const warning = await screen.findByTestId('session-warning');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(warning.textContent).toBe(pm.timer.sessionAlert);
    const extend = screen.getByRole('button', { name: pm.timer.extend });
    expect(extend.getAttribute('aria-describedby')).toBe(warning.id);
    diff = 1800;
    extend.focus();
    fireEvent.click(extend);
    // The server restarted the session: the full time again, no warning, the confirmation announced, focus kept.
    await screen.findByText(pm.timer.extended);
    expect(screen.getByTestId('form-timer').textContent).toBe('30:00');
    expect(screen.queryByTestId('session-warning')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: pm.timer.extend }));
  });

  it('ends the session once: the countdown stops at 00:00, says so, and a form opened again after the save does not restart it (issue 41 item 17)', async () => {
    serve({ diff: 1 });
    const first = renderForm(simplePage, { values: { english_name: 'Kim' } });
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(pm.sessionExpired), { timeout: 4000 });
    expect(screen.getByTestId('form-timer').textContent).toBe('00:00');
    expect(screen.getByText(pm.timer.ended)).toBeTruthy();
    expect(screen.queryByRole('button', { name: pm.timer.extend })).toBeNull();
    const timeChecks = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('/getTime/')).length;
    expect(timeChecks()).toBe(1);
    // The automatic save gives the page a new version, and the form page opens the form again with it.
    first.unmount();
    renderForm(simplePage, { values: { english_name: 'Kim' }, version: 1 });
    expect((await screen.findByTestId('form-timer')).textContent).toBe('00:00');
    expect(screen.getByText(pm.timer.ended)).toBeTruthy();
    expect(timeChecks()).toBe(1);
  });

  it('shows a submitted application with its banner, and no countdown, Extend or save buttons (issue 15 item 23)', async () => {
    serve({});
    const { router } = renderForm(simplePage, { values: { english_name: 'Kim' }, version: 1, confirmPage: [0], status: 'Y' });
    expect(await screen.findByText(pm.submittedBanner)).toBeTruthy();
    expect(screen.queryByTestId('form-timer')).toBeNull();
    expect(screen.queryByRole('button', { name: pm.timer.extend })).toBeNull();
    expect(screen.queryByRole('button', { name: pm.tempSave })).toBeNull();
    expect(screen.queryByRole('button', { name: pm.next })).toBeNull();
    // Nothing keeps a session alive for it.
    await Promise.resolve();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/getTime/'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: pm.submittedBannerLink }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/preview'));
  });

  it('warns within 10 minutes of the deadline and offers no Extend', async () => {
    serve({ status: 'deadline', isDeadline: true, diff: 590 });
    renderForm(simplePage, { values: {} });
    await screen.findByText(pm.timer.deadlineAlert);
    expect(screen.getByText(pm.timer.validity(10))).toBeTruthy();
    expect(screen.queryByRole('button', { name: pm.timer.extend })).toBeNull();
  });

  it('sends the applicant home when writing has closed', async () => {
    serve({ isEnd: true, status: 'deadline', diff: 0 });
    const { router } = renderForm(simplePage, { values: {} });
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(pm.writingClosed));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('EngineForm: repeatable groups when the server refuses a save', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const careerPage = (repeatable: { max?: number; first?: boolean }, required: 'Y' | 'N' = 'Y'): FormPage => ({
    pageIndex: 0,
    title: ['경력'],
    projectVersion: 0.3,
    forms: [
      {
        application_form_id: 5,
        code_value: 'career',
        title: '경력사항',
        details: [
          {
            id: 51,
            title: '경력',
            code: { value: 'career' },
            required: 'N',
            hidden: 'N',
            status: 'Y',
            repeatable: { model: 'applicant_careers', ...repeatable },
            items: [
              { id: 1, title: '회사명', required, input_type: { type: 'text', field: 'organization_name' } },
              { id: 2, title: '직위', required, input_type: { type: 'text', field: 'position' } },
            ],
          },
        ],
      },
    ],
  });
  const rowsShown = () => screen.queryAllByRole('group', { name: /^경력 \d+번째 항목$/ });
  const refuse = (body: Record<string, unknown>) => stubServer(fetchMock, async () => jsonResponse({ message: '경력을 확인해 주세요.', ...body }, 422));

  it('focuses the first error in document order, a group without rows before a later field (issue 15 item 4)', async () => {
    refuse({});
    const career = careerPage({ max: 3 }, 'Y');
    const page: FormPage = { ...career, forms: [{ ...career.forms[0]!, details: [{ ...career.forms[0]!.details[0]!, required: 'Y' }] }, ...simplePage.forms] };
    renderForm(page, { values: {} });
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    await waitFor(() => expect(document.querySelectorAll('.fe-form [aria-invalid="true"], .fe-form .fe-error').length).toBeGreaterThan(1));
    // The career group comes first on the page: focus lands in it (its Add button), not on the English name below.
    await waitFor(() => expect(document.activeElement?.closest('[data-detail="51"]')).not.toBeNull());
    expect(document.activeElement).not.toBe(screen.getByLabelText(/영문 이름/));
  });

  it('fills an empty group up to its maximum rows when the refusal names it', async () => {
    refuse({ path: 'applicant_careers', type: 'career' });
    renderForm(careerPage({ max: 3 }, 'N'), { values: {} });
    expect(rowsShown()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    await waitFor(() => expect(rowsShown()).toHaveLength(3));
    // The group is full: no 'Add' anywhere.
    expect(screen.queryByRole('button', { name: pm.addRow })).toBeNull();
  });

  it('leaves an empty group alone when the refusal names another section', async () => {
    refuse({ path: 'english_name', type: 'personal_info' });
    renderForm(careerPage({ max: 3 }, 'N'), { values: {} });
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    await screen.findAllByText('경력을 확인해 주세요.');
    expect(rowsShown()).toHaveLength(0);
  });

  it("revalidates a one-row group: every field of the row shows its error, the server's stays where the form finds none", async () => {
    refuse({ path: 'applicant_careers.0.position', type: 'career' });
    // A temporary save requires nothing, so the row goes to the server half-filled.
    renderForm(careerPage({}), { values: { applicant_careers: [{ organization_name: '', position: '대리' }] } });
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    const row = () => rowsShown()[0]!;
    await waitFor(() => expect(within(row()).getAllByText(messages.form.required, { selector: '.fe-error' })).toHaveLength(1));
    expect(within(row()).getByText('경력을 확인해 주세요.', { selector: '.fe-error' })).toBeTruthy();
    expect(rowsShown()).toHaveLength(1);
  });

  it("disables a first group's first remove button while the refusal names the group, until the next save", async () => {
    const answers = [jsonResponse({ message: '경력을 확인해 주세요.', path: 'applicant_careers.0.position', type: 'career' }, 422), okSave()];
    stubServer(fetchMock, async () => answers.shift()!);
    renderForm(careerPage({ first: true }, 'N'), { values: { applicant_careers: [{ organization_name: '회사', position: '대리' }] } });
    const remove = () => within(rowsShown()[0]!).getByRole('button', { name: pm.removeRow }) as HTMLButtonElement;
    expect(remove().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await waitFor(() => expect(remove().disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await screen.findByText(pm.tempSaved);
    expect(remove().disabled).toBe(false);
  });

  it('keeps the remove button of a group that is not marked first', async () => {
    refuse({ path: 'applicant_careers.0.position', type: 'career' });
    renderForm(careerPage({}, 'N'), { values: { applicant_careers: [{ organization_name: '회사', position: '대리' }] } });
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await screen.findAllByText('경력을 확인해 주세요.');
    expect((within(rowsShown()[0]!).getByRole('button', { name: pm.removeRow }) as HTMLButtonElement).disabled).toBe(false);
  });
});
