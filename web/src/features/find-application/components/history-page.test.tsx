import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type ApplicantHistory } from '@portal/shared';
import { CompanyContext } from '../../../lib/company-context.tsx';
import { jsonResponse, testCompany } from '../../../test-utils.tsx';
import { fetchCall, renderAt } from '../../apply/test-helpers.tsx';
import { toastTexts } from '../../submission/test-helpers.tsx';
import { HistoryPage } from './history-page.tsx';

const history = (token?: string): ApplicantHistory => ({
  applicant: { id: 7, ...(token ? { token } : {}), name: '김지원', email: 'a@example.com', phone: '01012345678', status: 'Y', applicant_number: '902-00001', task_name: '경영지원 인턴', task_id: 9021, submissionDate: '2026-11-26 10:00:00', updatedDate: null, save_page: 0 },
  notice: { id: 902, project_id: 902, postingId: null, title: '청년 인턴', startDate: null, endDate: null, isActive: true, isEnd: false, remainDays: 3 },
  actions: { modify: true, delete: true },
  applicantSteps: [],
  undelivered: [],
  admin: 'Y',
});

describe('R5-1 data source (spec part 2, 2.4)', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads by check_id for staff and stores the answered applicant token for the test mode', async () => {
    sessionStorage.setItem('access_token', 'staff-token');
    fetchMock.mockResolvedValue(jsonResponse(history('applicant-token-7')));
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history', state: { check_id: 7 } });
    await screen.findByTestId('history-name');
    const first = fetchCall(fetchMock, 0);
    expect(first.url).toContain('/api/admin/applicant/checkById');
    expect(first.body).toEqual({ check_id: 7 });
    await waitFor(() => expect(sessionStorage.getItem('applicant_token')).toBe('applicant-token-7'));
  });

  it('ignores check_id without a staff session and uses the stored applicant token', async () => {
    sessionStorage.setItem('applicant_token', 'mine');
    fetchMock.mockResolvedValue(jsonResponse(history()));
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history', state: { check_id: 99 } });
    await screen.findByTestId('history-name');
    const first = fetchCall(fetchMock, 0);
    expect(first.url).toContain('/api/app/applicant/check');
    expect(first.body).toEqual({});
  });

  it("offers staff in test mode neither Modify nor Delete, whatever the answer's actions say (issue 41 item 7)", async () => {
    sessionStorage.setItem('access_token', 'staff-token');
    fetchMock.mockResolvedValue(jsonResponse(history('applicant-token-7')));
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history', state: { check_id: 7 } });
    await screen.findByTestId('history-test-mode');
    expect(screen.getByTestId('history-view')).toBeTruthy();
    expect(screen.queryByTestId('history-modify')).toBeNull();
    expect(screen.queryByTestId('history-delete')).toBeNull();
  });

  it('offers the applicant Modify and Delete when the answer allows them, without the test-mode note', async () => {
    sessionStorage.setItem('applicant_token', 'mine');
    fetchMock.mockResolvedValue(jsonResponse({ ...history(), admin: 'N' }));
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history' });
    await screen.findByTestId('history-modify');
    expect(screen.getByTestId('history-delete')).toBeTruthy();
    expect(screen.queryByTestId('history-test-mode')).toBeNull();
  });

  it('offers View only on a phone: Modify and Delete are for a PC (spec part 2, 2.4; the one PC-only rule, issue 41 item 19)', async () => {
    const setMobile = (v: boolean) => (globalThis as unknown as { __setMobileViewport: (v: boolean) => void }).__setMobileViewport(v);
    sessionStorage.setItem('applicant_token', 'mine');
    fetchMock.mockResolvedValue(jsonResponse({ ...history(), admin: 'N' }));
    setMobile(true);
    try {
      renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history' });
      await screen.findByTestId('history-view');
      expect(screen.queryByTestId('history-modify')).toBeNull();
      expect(screen.queryByTestId('history-delete')).toBeNull();
    } finally {
      setMobile(false);
    }
  });

  it("shows the applicant's photo, opened through the file-read path with the applicant's token (issue 41 item 6)", async () => {
    sessionStorage.setItem('applicant_token', 'mine');
    const photo = 'files/t/1/applicants/7/abc/photo.jpg';
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/download?')
        ? jsonResponse({ url: 'https://files.test/signed/photo.jpg' })
        : String(url).startsWith('https://files.test/')
          ? new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } })
          : jsonResponse({ ...history(), admin: 'N', applicant: { ...history().applicant, photo } }),
    );
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history' });
    const img = await screen.findByRole('img', { name: '김지원 사진' });
    // The signed address is read and shown as the image (stored-file.ts), never kept in the page.
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === 'https://files.test/signed/photo.jpg')).toBe(true);
    const download = fetchMock.mock.calls.find(([url]) => String(url).includes('/download?'))!;
    expect(String(download[0])).toContain(`filepath=${encodeURIComponent(photo)}`);
    expect((download[1] as RequestInit).headers).toMatchObject({ applicantToken: 'mine' });
    expect(screen.queryByText('사진 없음')).toBeNull();
  });
});

describe('R5-1 notice card period (spec part 2, 2.4)', () => {
  const fetchMock = vi.fn();
  const open = { ...history(), admin: 'N' as const, notice: { ...history().notice, startDate: '2026-11-01 09:00:00', endDate: '2026-11-30 18:00:00' } };
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('applicant_token', 'mine');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse(open));
  });
  afterEach(() => vi.unstubAllGlobals());
  const show = (labels: Record<string, string>) =>
    renderAt(
      <CompanyContext.Provider value={{ company: testCompany({ labels }), fileDomain: '' }}>
        <HistoryPage />
      </CompanyContext.Provider>,
      { path: '/check/history', at: '/check/history' },
    );

  it("prefixes the period with the tenant's configured label, '[접수기간]' (issue 41 item 9)", async () => {
    show({ periodPrefix: '[접수기간]' });
    expect((await screen.findByTestId('history-period')).textContent).toBe('[접수기간] 2026-11-01 09:00 ~ 2026-11-30 18:00');
  });

  it('shows the bare period for a tenant without the label', async () => {
    show({});
    expect((await screen.findByTestId('history-period')).textContent).toBe('2026-11-01 09:00 ~ 2026-11-30 18:00');
  });
});

describe('R5-1 failures of cancel, delete and the SMS send (spec part 2, 2.6, 8, 9)', () => {
  const fetchMock = vi.fn();
  const fixed = '에러가 발생하였습니다. 다시 시도하여 주세요.';
  const overlayText = () => document.querySelector('.loading-overlay__text')?.textContent ?? null;
  let answers: Record<string, () => Response>;
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('applicant_token', 'mine');
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    answers = {
      '/applicant/check': () => jsonResponse({ ...history(), admin: 'N' }),
      '/verify/request/sms': () => jsonResponse({ id: 'r1', expire_at: '2099-12-31 23:59:59' }),
      '/verify/confirm/sms': () => jsonResponse('Y'),
    };
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      const key = Object.keys(answers).find((k) => String(url).includes(k));
      return key ? answers[key]!() : jsonResponse({ message: '서버가 말한 이유' }, 400);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const show = () => renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history' });
  /** The fixed snackbar (never the server's text) for 5 s, and the overlay still up until 3 s after the error. */
  async function expectFixedErrorAndHeldOverlay(overlay: string) {
    await waitFor(() => expect(toastTexts()).toContain(fixed));
    expect(toastTexts()).not.toContain('서버가 말한 이유');
    expect(overlayText()).toBe(overlay);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(overlayText()).toBeNull();
    expect(toastTexts()).toContain(fixed);
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(toastTexts()).not.toContain(fixed);
  }

  it("a failed cancel (Modify): the fixed snackbar for 5 s, the overlay held 3 s, as the preview does (issue 41 item 10)", async () => {
    answers['/applicant/cancel'] = () => jsonResponse({ message: '서버가 말한 이유' }, 400);
    show();
    const modify = await screen.findByTestId('history-modify');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(modify);
    await expectFixedErrorAndHeldOverlay(messages.findApplication.history.cancelling);
  });

  it('a failed SMS send says to check the phone number, whatever the refusal says (issue 41 item 10)', async () => {
    answers['/verify/request/sms'] = () => jsonResponse({ message: '지원할 때 입력한 휴대폰번호를 입력해 주세요' }, 400);
    show();
    fireEvent.click(await screen.findByTestId('history-delete'));
    fireEvent.click(await screen.findByTestId('delete-send'));
    await waitFor(() => expect(toastTexts()).toContain('휴대폰번호를 확인해 주세요'));
    expect(toastTexts()).not.toContain('지원할 때 입력한 휴대폰번호를 입력해 주세요');
  });

  it('a send the code limits held back keeps its own text, which says when to try again', async () => {
    answers['/verify/request/sms'] = () => jsonResponse({ message: '인증번호 요청이 많습니다. 1분 후 다시 시도해 주세요.' }, 429);
    show();
    fireEvent.click(await screen.findByTestId('history-delete'));
    fireEvent.click(await screen.findByTestId('delete-send'));
    await waitFor(() => expect(toastTexts()).toContain('인증번호 요청이 많습니다. 1분 후 다시 시도해 주세요.'));
  });

  it('a failed delete: the fixed snackbar for 5 s, the overlay held 3 s (issue 41 item 10)', async () => {
    answers['/applicant/delete'] = () => jsonResponse({ message: '서버가 말한 이유' }, 400);
    show();
    fireEvent.click(await screen.findByTestId('history-delete'));
    fireEvent.click(await screen.findByTestId('delete-send'));
    fireEvent.change(await screen.findByTestId('delete-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('delete-confirm'));
    await screen.findByTestId('delete-verified');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: messages.findApplication.deleteDialog.submit }));
    await expectFixedErrorAndHeldOverlay(messages.findApplication.deleteDialog.deleting);
  });
});

describe('R5-1 mails and texts that did not arrive (issue 42)', () => {
  const fetchMock = vi.fn();
  const step = { id: '705-7', applicant_id: 7, result_message_status: 'Y' as const, step: { id: 705, title: '서류전형', view_title: '서류전형', progressStatus: 'ongoing' as const, type: { value: 'document' as const }, resultStartDate: null, resultEndDate: null } };
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('applicant_token', 'mine');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says beside the application that the receipt bounced and that the application is safely submitted, and beside its step that the result text was not sent', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        ...history(),
        admin: 'N',
        applicantSteps: [step],
        undelivered: [
          { item: 'receipt', channel: 'email', problem: 'bounced', stepId: null },
          { item: 'step-result', channel: 'sms', problem: 'failed', stepId: 705 },
        ],
      }),
    );
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history' });
    const notes = await screen.findAllByRole('note', { name: '전달되지 않은 안내' });
    expect(notes.map((n) => n.textContent)).toEqual([
      '접수 확인 메일이 지원할 때 입력하신 이메일 주소로 전달되지 못하고 반송되었습니다. 지원서는 정상적으로 제출되었으니 안심하세요. 접수번호와 제출한 지원서는 이 화면에서 확인할 수 있습니다.',
      '전형 결과 안내 문자를 지원할 때 입력하신 휴대폰번호로 보내지 못했습니다. 결과는 이 화면의 선발 진행 상황에서 확인할 수 있습니다.',
    ]);
    // Each beside its item: the receipt's right after the application's row, the text's on its step's card.
    expect(screen.getByTestId('history-table').nextElementSibling).toBe(notes[0]);
    expect(screen.getByTestId('progress-step-705').contains(notes[1]!)).toBe(true);
  });

  it('shows no note when every mail arrived', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...history(), admin: 'N' }));
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history' });
    await screen.findByTestId('history-table');
    expect(screen.queryByTestId('history-undelivered')).toBeNull();
  });
});

describe('R5-1 when the data is destroyed (issue 46 item 1, 채용절차법 §11, PIPA §21)', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('applicant_token', 'mine');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says in Korean on which day the application is destroyed once the result is confirmed', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...history(), admin: 'N', retention: { destroyOn: '2027-06-30', hired: false } }));
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history' });
    expect((await screen.findByTestId('history-retention')).textContent).toBe('제출하신 지원서와 서류는 2027년 6월 30일에 파기됩니다.');
  });

  it('says a hired applicant’s data goes to the organisation instead', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...history(), admin: 'N', retention: { destroyOn: '2027-06-30', hired: true } }));
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history' });
    expect((await screen.findByTestId('history-retention')).textContent).toContain('인사 관리');
  });

  it('says nothing while the result is not confirmed', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...history(), admin: 'N' }));
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history' });
    await screen.findByTestId('history-table');
    expect(screen.queryByTestId('history-retention')).toBeNull();
  });
});
