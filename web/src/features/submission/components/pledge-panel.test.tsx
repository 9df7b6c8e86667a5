import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type Preview } from '@portal/shared';
import { blindHiringMessages } from '@portal/shared/messages/blind-hiring';
import { takeContractDrift } from '../../../lib/contract-drift.ts';
import { session } from '../../../lib/session.ts';
import { jsonResponse } from '../../../test-utils.tsx';
import { fetchCall, renderAt, testPreview, toastTexts } from '../test-helpers.tsx';
import { PreviewPage } from './preview-page.tsx';

const m = messages.submission;

describe('preview page: pledge and final submission', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let preview: Preview;
  let completeAnswer: () => Response | Promise<Response>;

  beforeEach(() => {
    preview = testPreview();
    completeAnswer = () => jsonResponse({ result: 'Y', applicant_number: 'D2026-0001', submittedAt: '2026-09-01 10:00:00', snapshotHash: 'ab'.repeat(32), task: { name: '사무직(행정)' }, name: '김지원', email: 'jiwon.kim@example.com', phone: '01012345678' });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => {
      const u = String(url);
      if (u === '/api/app/applicant/view') return jsonResponse(preview);
      if (u.startsWith('/api/app/applicant/complete/')) return completeAnswer();
      return jsonResponse({ message: 'unexpected' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    session.setApplicantToken('applicant-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const show = () => renderAt(<PreviewPage />, { path: '/form/preview', at: '/form/preview' });
  const submitButton = () => screen.findByRole('button', { name: m.submit });
  const completeCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('/applicant/complete/'));
  async function agreeAndConfirm() {
    fireEvent.click(await screen.findByLabelText(m.pledgeAgree));
    fireEvent.click(await submitButton());
    const dialog = await screen.findByRole('alertdialog', { name: m.confirmTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: m.confirmYes }));
  }

  it('loads the preview with the applicant token and shows the default pledge when the company has none', async () => {
    show();
    await screen.findByText('2026년 하반기 신입사원 공개채용');
    expect(fetchCall(fetchMock, 0)).toMatchObject({ url: '/api/app/applicant/view', method: 'POST', body: { type: 'preview' } });
    expect((fetchCall(fetchMock, 0).init?.headers as Record<string, string>).applicantToken).toBe('applicant-token');
    for (const line of m.defaultPledge) expect(screen.getByText(line)).toBeTruthy();
  });

  it("shows the company's own pledge, sanitised, instead of the default", async () => {
    preview = testPreview({ submit_agreements: '<h3>응시자 서약</h3><p>허위 기재 시 합격이 취소됩니다.</p><script>window.hacked = 1</script>' });
    show();
    await screen.findByText('허위 기재 시 합격이 취소됩니다.');
    expect(screen.queryByText(m.defaultPledge[0])).toBeNull();
    expect(document.querySelector('.pv-pledge script')).toBeNull();
  });

  it('asks for the pledge when Submit is clicked without agreeing, and sends nothing', async () => {
    show();
    fireEvent.click(await submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(m.pledgeRequired);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(completeCalls()).toHaveLength(0);
    // Agreeing clears the message.
    fireEvent.click(screen.getByLabelText(m.pledgeAgree));
    expect(screen.queryByText(m.pledgeRequired)).toBeNull();
  });

  it('disables Submit when the preview has no user id', async () => {
    preview = testPreview({ user: { ...testPreview().user, id: null } });
    show();
    expect((await submitButton()).hasAttribute('disabled') || (await submitButton()).getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(screen.getByLabelText(m.pledgeAgree));
    fireEvent.click(await submitButton());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(completeCalls()).toHaveLength(0);
  });

  it("answer 'Y': goes to R1-7 with the answer in the navigation state", async () => {
    const { router } = show();
    await agreeAndConfirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete'));
    expect(fetchCall(fetchMock, 1)).toMatchObject({ url: '/api/app/applicant/complete/100001', method: 'POST' });
    expect(router.state.location.state).toMatchObject({ complete: { result: 'Y', applicant_number: 'D2026-0001' } });
  });

  it('sends one request however often the confirm is clicked, with the overlay while it runs', async () => {
    let release: (r: Response) => void = () => {};
    completeAnswer = () => new Promise<Response>((r) => (release = r));
    const { router } = show();
    await agreeAndConfirm();
    await screen.findByText(m.submitting);
    expect((await submitButton()).hasAttribute('disabled') || (await submitButton()).getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(await submitButton());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(completeCalls()).toHaveLength(1);
    release(jsonResponse({ result: 'timeover', message: '입사지원 기간이 마감되었습니다.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('issue 41 item 24: the second click of a double click on 최종제출 leaves the confirm open (it lands on the backdrop)', async () => {
    show();
    fireEvent.click(await screen.findByLabelText(m.pledgeAgree));
    const submit = await submitButton();
    fireEvent.mouseDown(submit, { detail: 1 });
    fireEvent.click(submit, { detail: 1 });
    const dialog = await screen.findByRole('alertdialog', { name: m.confirmTitle });
    // The dialog now covers the button: the double click's second press and click hit its backdrop.
    const backdrop = dialog.parentElement!;
    fireEvent.mouseDown(backdrop, { detail: 2 });
    fireEvent.click(backdrop, { detail: 2 });
    fireEvent.doubleClick(backdrop, { detail: 2 });
    expect(screen.getByRole('alertdialog', { name: m.confirmTitle })).toBe(dialog);
    expect(completeCalls()).toHaveLength(0);
    // A click of its own on the backdrop, and the dialog's 취소, still close it.
    fireEvent.click(within(dialog).getByRole('button', { name: m.confirmNo }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(completeCalls()).toHaveLength(0);
  });

  it("answer 'timeover': alerts the closed period and goes home", async () => {
    completeAnswer = () => jsonResponse({ result: 'timeover', message: '입사지원 기간이 마감되었습니다.' });
    const { router } = show();
    await agreeAndConfirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.alert).toHaveBeenCalledWith(m.timeover);
  });

  it("answer 'impossible': shows the message at the top with a link to the page, and scrolls up", async () => {
    completeAnswer = () => jsonResponse({ result: 'impossible', message: m.impossible, pageIndex: 2 });
    const { router } = show();
    await agreeAndConfirm();
    const notice = await screen.findByText(m.impossible);
    expect(notice.closest('[role=alert]')).toBeTruthy();
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
    const link = screen.getByRole('link', { name: m.goToPage('자격·어학') });
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/2'));
  });

  it("answer 'impossible' with the server's reason shows the reason under the message", async () => {
    completeAnswer = () => jsonResponse({ result: 'impossible', message: m.impossible, pageIndex: 2, error: '시험장을 선택하여 주세요.' });
    show();
    await agreeAndConfirm();
    const notice = (await screen.findByText(m.impossible)).closest('[role=alert]')!;
    expect(notice.textContent).toContain('시험장을 선택하여 주세요.');
  });

  it('any other answer: the retry message, and the page stays', async () => {
    completeAnswer = () => jsonResponse({ message: 'boom' }, 500);
    const { router } = show();
    await agreeAndConfirm();
    await waitFor(() => expect(screen.getAllByRole('alert').map((n) => n.textContent)).toContain(m.completeError));
    expect(toastTexts()).toContain(m.completeError);
    expect(router.state.location.pathname).toBe('/form/preview');
    expect(completeCalls()).toHaveLength(1);
  });

  it.each([
    ['a refusal with its own text', () => jsonResponse({ message: '본인의 지원서만 저장할 수 있습니다.' }, 403)],
    ['an unknown result', () => jsonResponse({ result: 'N' })],
    ['an empty answer', () => new Response('', { status: 502 })],
  ])("8 Final submission, other answers: %s shows the fixed '오류가 발생했습니다. 다시 시도해 주세요.'", async (_name, answer) => {
    completeAnswer = answer;
    show();
    await agreeAndConfirm();
    await waitFor(() => expect(toastTexts()).toEqual([m.completeError]));
    expect(screen.getAllByRole('alert').map((n) => n.textContent)).toContain('오류가 발생했습니다. 다시 시도해 주세요.');
    // An unknown result is outside the contract on purpose (the spec's fallback for a server we do not send).
    expect(takeContractDrift().map((d) => d.endpoint)).toEqual(_name === 'an unknown result' ? ['CompleteApplicant'] : []);
  });

  it('lists incomplete pages as links before submitting', async () => {
    preview = testPreview({ incompletePages: [1, 3] });
    show();
    await screen.findByText(m.incompleteNotice);
    expect(screen.getByRole('link', { name: m.goToPage('학력·교육') }).getAttribute('href')).toBe('/form/1');
    expect(screen.getByRole('link', { name: m.goToPage('경력·활동') }).getAttribute('href')).toBe('/form/3');
  });

  it('names a required exam site without a choice before 최종제출 does, linking its page (issue 41 item 22)', async () => {
    preview = testPreview({ missingExamSitePage: 2 });
    show();
    await screen.findByText(messages.examSite.required);
    expect(screen.getByText(m.incompleteNotice)).toBeTruthy();
    expect(screen.getByRole('link', { name: m.goToPage('자격·어학') }).getAttribute('href')).toBe('/form/2');
  });

  it('sends a visitor without an applicant token home', async () => {
    session.setApplicantToken(null);
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('warns a blind-hiring applicant of each answer naming a school or a relative’s job, links its page, and still submits', async () => {
    const b = blindHiringMessages;
    preview = testPreview({ blindFindings: [{ pageIndex: 1, section: '자기소개서', question: '성장과정', words: ['한국대학교', '아버지는 교사'], kinds: ['school', 'family'] }] });
    const { router } = show();
    const notice = await screen.findByTestId('blind-notice');
    expect(within(notice).getByRole('heading', { name: b.warningTitle })).toBeTruthy();
    expect(notice.textContent).toContain(b.warning);
    expect(notice.textContent).toContain("자기소개서 – 성장과정");
    expect(notice.textContent).toContain("학교명·가족의 직업: '한국대학교', '아버지는 교사'");
    fireEvent.click(await screen.findByLabelText(m.pledgeAgree));
    fireEvent.click(await submitButton());
    const dialog = await screen.findByRole('alertdialog', { name: m.confirmTitle });
    expect(dialog.textContent).toContain(b.confirmLine(1));
    fireEvent.click(within(dialog).getByRole('button', { name: m.confirmYes }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete'));
    expect(completeCalls()).toHaveLength(1);
    expect(takeContractDrift()).toEqual([]);
  });

  it('links each finding to its page to edit it', async () => {
    preview = testPreview({ blindFindings: [{ pageIndex: 1, section: '자기소개서', question: '성장과정', words: ['한국대학교'], kinds: ['school'] }] });
    const { router } = show();
    const notice = await screen.findByTestId('blind-notice');
    fireEvent.click(within(notice).getByRole('link', { name: blindHiringMessages.editOnPage(preview.pageTitles[1]!) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/1'));
  });

  it('shows no blind-hiring notice without findings', async () => {
    show();
    await screen.findByText('2026년 하반기 신입사원 공개채용');
    expect(screen.queryByTestId('blind-notice')).toBeNull();
  });
});

describe('preview page: staff', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    session.setAccessToken('staff-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the test-mode notice on the admin path, and nothing to submit', async () => {
    renderAt(<PreviewPage />, { path: '/admin/form/preview', at: '/admin/form/preview' });
    await screen.findByText(m.testModeUnavailable);
    expect(screen.queryByRole('button', { name: m.submit })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers staff on the applicant's path 'Invalid access' and sends them to index", async () => {
    const { router } = renderAt(<PreviewPage />, { path: '/form/preview', at: '/form/preview', extraRoutes: [{ path: '/', element: <p>index</p> }] });
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(messages.apply.invalidAccess));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(m.testModeUnavailable)).toBeNull();
  });
});
