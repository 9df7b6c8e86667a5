import { ownDataMessages } from '@portal/shared/messages/own-data';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type ApplicantHistory } from '@portal/shared';
import type { DownloadApplicantDataResult } from '@portal/shared/schemas/applicant-data';
import { jsonResponse } from '../../../test-utils.tsx';
import { fetchCall, renderAt } from '../../apply/test-helpers.tsx';
import { toastTexts } from '../../submission/test-helpers.tsx';
import { HistoryPage } from './history-page.tsx';

const m = ownDataMessages;

const history = (over: Partial<ApplicantHistory> = {}): ApplicantHistory => ({
  applicant: { id: 7, name: '김지원', email: 'a@example.com', phone: '01012345678', status: 'Y', applicant_number: '902-00001', task_name: '경영지원 인턴', task_id: 9021, submissionDate: '2026-11-26 10:00:00', updatedDate: null, save_page: 0 },
  // A closed notice: the download is there all the same (unlike delete).
  notice: { id: 902, project_id: 902, postingId: null, title: '청년 인턴', startDate: null, endDate: null, isActive: false, isEnd: true, remainDays: 0 },
  actions: { modify: false, delete: false },
  applicantSteps: [],
  undelivered: [],
  admin: 'N',
  ...over,
});

const result: DownloadApplicantDataResult = {
  result: 'success',
  data: {
    format: 'recruit-portal/applicant-data@1',
    exportedAt: '2026-12-03T00:00:00.000Z',
    controller: { name: '데모기관' },
    notice: { projectId: 902, title: '청년 인턴' },
    applicant: { id: 7, name: '김지원' },
    answers: [],
    drafts: [],
    submissions: [],
    steps: [],
    examChoices: [],
    uploads: [{ filename: '이력서.pdf', filesize: 2048, contentType: 'application/pdf', field: 'cv', pageIndex: 1, createdAt: '2026-11-26 09:00:00', inquiryId: null }],
    inquiries: [],
    messages: [],
    records: [],
  },
  files: [{ filename: '이력서.pdf', filesize: 2048, url: 'https://files.example.com/cv.pdf?X-Amz-Signature=x' }],
};

describe("R5-1 '내 정보 내려받기' (PIPA §35)", () => {
  const fetchMock = vi.fn();
  let answers: Record<string, () => Response>;
  const blobs: Blob[] = [];
  const clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('applicant_token', 'mine');
    vi.stubGlobal('fetch', fetchMock);
    blobs.length = 0;
    clicked.length = 0;
    // jsdom has no Blob URLs and does not navigate: the saved file is what the link was given.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), `blob:own-${blobs.length}`), revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    answers = {
      '/applicant/check': () => jsonResponse(history()),
      '/verify/request/sms': () => jsonResponse({ id: 'r1', expire_at: '2099-12-31 23:59:59' }),
      '/verify/confirm/sms': () => jsonResponse('Y'),
      '/applicant/download': () => jsonResponse(result),
    };
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      const key = Object.keys(answers).find((k) => String(url).includes(k));
      return key ? answers[key]!() : jsonResponse({ message: '없는 주소' }, 404);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const show = (h?: Partial<ApplicantHistory>) => {
    if (h) answers['/applicant/check'] = () => jsonResponse(history(h));
    return renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history' });
  };
  async function verified() {
    fireEvent.click(await screen.findByTestId('history-download'));
    expect(screen.getByText(m.intro)).toBeTruthy();
    fireEvent.click(await screen.findByTestId('own-data-send'));
    fireEvent.change(await screen.findByTestId('own-data-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('own-data-confirm'));
    await screen.findByTestId('own-data-verified');
  }

  it('after the SMS check of the download purpose, saves the document as 내정보-<number>.json and lists the uploads as links, on a closed notice', async () => {
    show();
    await verified();
    const sent = fetchMock.mock.calls.map((_, i) => fetchCall(fetchMock, i)).filter((c) => c.url.includes('/verify/'));
    expect(sent.map((c) => (c.body as { type: string }).type)).toEqual(['applicant_download', 'applicant_download']);
    fireEvent.click(screen.getByRole('button', { name: m.submit }));
    await screen.findByTestId('own-data-done');
    expect(clicked).toEqual([{ href: 'blob:own-1', download: '내정보-902-00001.json' }]);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(result.data);
    const link = screen.getByRole('link', { name: '이력서.pdf' });
    expect(link.getAttribute('href')).toBe(result.files[0]!.url);
    expect(screen.getByTestId('own-data-json').getAttribute('download')).toBe('내정보-902-00001.json');
    await waitFor(() => expect(toastTexts()).toContain(m.done));
    // The code is used: the button stays off until the dialog is opened again.
    expect((screen.getByRole('button', { name: m.submit }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("names the file by the applicant's id before an applicant number is given", async () => {
    show({ applicant: { ...history().applicant, applicant_number: null, status: 'N' } });
    await verified();
    fireEvent.click(screen.getByRole('button', { name: m.submit }));
    await screen.findByTestId('own-data-done');
    expect(clicked[0]!.download).toBe('내정보-7.json');
  });

  it("shows the server's Korean refusal, and offers no download to staff in test mode", async () => {
    answers['/applicant/download'] = () => jsonResponse({ message: m.needsSms }, 400);
    const { unmount } = show();
    await verified();
    fireEvent.click(screen.getByRole('button', { name: m.submit }));
    await waitFor(() => expect(toastTexts()).toContain(m.needsSms));
    expect(screen.queryByTestId('own-data-done')).toBeNull();
    unmount();
    sessionStorage.setItem('access_token', 'staff-token');
    // admin/applicant/checkById (its path begins with applicant/check): the staff's view of the applicant.
    answers['/applicant/check'] = () => jsonResponse({ ...history(), admin: 'Y' });
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history', state: { check_id: 7 } });
    await screen.findByTestId('history-test-mode');
    expect(screen.queryByTestId('history-download')).toBeNull();
  });
});
