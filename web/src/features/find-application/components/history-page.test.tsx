import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantHistory } from '@portal/shared';
import { jsonResponse } from '../../../test-utils.tsx';
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
});
