import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantHistory } from '@portal/shared';
import { CompanyContext } from '../../../lib/company-context.tsx';
import { jsonResponse, testCompany } from '../../../test-utils.tsx';
import { fetchCall, renderAt } from '../../apply/test-helpers.tsx';
import { HistoryPage } from './history-page.tsx';

const history = (token?: string): ApplicantHistory => ({
  applicant: { id: 7, ...(token ? { token } : {}), name: '김지원', email: 'a@example.com', phone: '01012345678', status: 'Y', applicant_number: '902-00001', task_name: '경영지원 인턴', task_id: 9021, submissionDate: '2026-11-26 10:00:00', updatedDate: null, save_page: 0 },
  notice: { id: 902, postingId: null, title: '청년 인턴', startDate: null, endDate: null, isActive: true, isEnd: false, remainDays: 3 },
  actions: { modify: true, delete: true },
  applicantSteps: [],
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
    expect((await screen.findByTestId('history-period')).textContent).toBe('[접수기간] 2026-11-01 09:00:00 ~ 2026-11-30 18:00:00');
  });

  it('shows the bare period for a tenant without the label', async () => {
    show({});
    expect((await screen.findByTestId('history-period')).textContent).toBe('2026-11-01 09:00:00 ~ 2026-11-30 18:00:00');
  });
});
