import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type ApplicantHistory, type HistoryStep } from '@portal/shared';
import { jsonResponse } from '../../../test-utils.tsx';
import { fetchCall, renderAt } from '../../apply/test-helpers.tsx';
import { HistoryPage } from './history-page.tsx';

const m = messages.steps;
const fetchMock = vi.fn();

const step = (id: number, progressStatus: HistoryStep['step']['progressStatus'], over: { type?: HistoryStep['step']['type']['value']; id?: string | null; published?: 'Y' | 'N' } = {}): HistoryStep => ({
  id: over.id === undefined ? `${id}-7` : over.id,
  applicant_id: 7,
  result_message_status: over.published ?? 'Y',
  step: {
    id,
    title: `전형 ${id}`,
    view_title: `전형 ${id}`,
    progressStatus,
    type: { value: over.type ?? 'document' },
    resultStartDate: '2026-12-01 10:00',
    resultEndDate: '2026-12-05 18:00',
  },
});

const history = (applicantSteps: HistoryStep[], { status = 'Y', admin = 'N' }: { status?: string; admin?: 'Y' | 'N' } = {}): ApplicantHistory => ({
  applicant: { id: 7, name: '김지원', email: 'a@example.com', phone: '01012345678', status, applicant_number: '902-00001', task_name: '경영지원', task_id: 9021, submissionDate: null, updatedDate: null, save_page: 0 },
  notice: { id: 902, project_id: 902, postingId: null, title: '청년 인턴', startDate: null, endDate: null, isActive: true, isEnd: false, remainDays: 3 },
  actions: { modify: true, delete: true },
  applicantSteps,
  undelivered: [],
  admin,
});

const destinations = [{ path: '/result/:applicantStepId/:adminToken?' }, { path: '/admin/result/:applicantStepId/:adminToken?' }].map((r) => ({ ...r, element: <p data-testid="destination">result</p> }));
const show = () => renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history', extraRoutes: destinations });
const card = (id: number) => within(screen.getByTestId(`progress-step-${id}`));

describe('R5-1 selection progress (spec part 2, 2.4, 4.3)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('applicant_token', 'mine');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("says what is true of unreleased steps: they are listed as 'Guidance pending', not left out", async () => {
    fetchMock.mockResolvedValue(jsonResponse(history([step(1, 'before', { id: null, published: 'N' })])));
    show();
    await screen.findByTestId('progress-step-1');
    expect(card(1).getByTestId('progress-status').textContent).toBe(m.status.guidancePending);
    expect(screen.getByText("결과가 공개되지 않은 전형은 '안내 예정'으로 표시됩니다.")).toBeTruthy();
    expect(screen.queryByText('결과가 공개되지 않은 전형은 표시되지 않습니다.')).toBeNull();
  });

  it('lists before, ongoing, end and stop rows with their status, date and button (staff view)', async () => {
    sessionStorage.setItem('access_token', 'staff');
    fetchMock.mockResolvedValue(
      jsonResponse(history([step(1, 'before'), step(2, 'ongoing', { type: 'attach' }), step(3, 'end', { type: 'interview' }), step(4, 'stop', { type: 'test' })], { status: 'N', admin: 'Y' })),
    );
    renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history', state: { check_id: 7 }, extraRoutes: destinations });
    expect(await screen.findByRole('heading', { level: 2, name: m.progressTitle })).toBeTruthy();
    expect(screen.getByText(m.progressSubtitle)).toBeTruthy();

    expect(card(1).getByText(m.typeNames.document!)).toBeTruthy();
    expect(card(1).getByTestId('progress-status').textContent).toBe(m.status.before);
    expect(card(1).getByText(m.announcement('2026-12-01 10:00'))).toBeTruthy();
    expect((card(1).getByRole('button', { name: m.buttons.checkResult }) as HTMLButtonElement).disabled).toBe(true);

    expect(card(2).getByTestId('progress-status').textContent).toBe(m.status.ongoingAttach);
    expect(card(2).getByText(m.submissionDeadline('2026-12-05 18:00'))).toBeTruthy();
    expect((card(2).getByRole('button', { name: m.buttons.submit }) as HTMLButtonElement).disabled).toBe(false);
    expect(card(2).queryByRole('button', { name: m.buttons.adminCheck })).toBeNull();

    expect(card(3).getByTestId('progress-status').textContent).toBe(m.status.end);
    expect(card(3).getByRole('button', { name: m.buttons.checkPastResult })).toBeTruthy();

    expect(card(4).getByRole('heading', { name: `전형 4 ${m.status.stopSuffix}` })).toBeTruthy();
    expect(card(4).queryByRole('button', { name: m.buttons.checkResult })).toBeNull();
    expect(card(4).getByRole('button', { name: m.buttons.adminCheck })).toBeTruthy();
  });

  it("opens an ongoing step's result by its applicant-step id", async () => {
    fetchMock.mockResolvedValue(jsonResponse(history([step(5, 'ongoing')])));
    const { router } = show();
    fireEvent.click(await screen.findByRole('button', { name: m.buttons.checkResult }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/result/5-7'));
  });

  it("says 'Guidance pending' with the guidance start while the result message is off, and keeps the button disabled", async () => {
    fetchMock.mockResolvedValue(jsonResponse(history([step(6, 'ongoing', { published: 'N' })])));
    show();
    expect((await screen.findByTestId('progress-status')).textContent).toBe(m.status.guidancePending);
    expect(card(6).getByText(m.guidanceStart('2026-12-01 10:00'))).toBeTruthy();
    expect((card(6).getByRole('button', { name: m.buttons.checkResult }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a step before its result start as every applicant gets it: guidance pending, no applicant-step id, nothing to open', async () => {
    fetchMock.mockResolvedValue(jsonResponse(history([step(9, 'before', { id: null, published: 'N', type: 'interview' })])));
    show();
    expect((await screen.findByTestId('progress-status')).textContent).toBe(m.status.guidancePending);
    expect(card(9).getByText(m.typeNames.interview!)).toBeTruthy();
    expect(card(9).getByText(m.guidanceStart('2026-12-01 10:00'))).toBeTruthy();
    expect((card(9).getByRole('button', { name: m.buttons.checkResult }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates the applicant step of an attach step first, then opens it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(history([step(8, 'ongoing', { type: 'attach', id: null })]))).mockResolvedValueOnce(jsonResponse({ id: '8-7' }));
    const { router } = show();
    fireEvent.click(await screen.findByRole('button', { name: m.buttons.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/result/8-7'));
    const created = fetchCall(fetchMock, 1);
    expect(created.url).toBe('/api/app/applicant/step/store/8/7');
    expect(created.method).toBe('POST');
  });

  it('shows the error when the applicant step cannot be created, and stays', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(history([step(8, 'ongoing', { type: 'attach', id: null })]))).mockResolvedValueOnce(jsonResponse({ message: '서버 오류' }, 500));
    const { router } = show();
    fireEvent.click(await screen.findByRole('button', { name: m.buttons.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.createStepFailed);
    expect(router.state.location.pathname).toBe('/check/history');
  });

  it("opens the admin variant from staff's 'Admin check'", async () => {
    sessionStorage.setItem('access_token', 'staff');
    fetchMock.mockResolvedValue(jsonResponse(history([step(9, 'end')], { admin: 'Y' })));
    const { router } = renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history', state: { check_id: 7 }, extraRoutes: destinations });
    fireEvent.click(await screen.findByRole('button', { name: m.buttons.adminCheck }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/result/9-7'));
  });

  it("opens staff's attach step not created yet by its fixed id, without the applicant's create call", async () => {
    sessionStorage.setItem('access_token', 'staff');
    fetchMock.mockResolvedValue(jsonResponse(history([step(8, 'end', { type: 'attach', id: null })], { admin: 'Y' })));
    const { router } = renderAt(<HistoryPage />, { path: '/check/history', at: '/check/history', state: { check_id: 7 }, extraRoutes: destinations });
    fireEvent.click(await screen.findByRole('button', { name: m.buttons.adminCheck }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/result/8-7'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not shown for an unsubmitted application of an applicant', async () => {
    fetchMock.mockResolvedValue(jsonResponse(history([step(1, 'ongoing')], { status: 'N' })));
    show();
    await screen.findByTestId('history-name');
    expect(screen.queryByTestId('selection-progress')).toBeNull();
  });

  it('says the steps show once results are announced when none is listed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(history([])));
    show();
    expect(await screen.findByText(messages.findApplication.history.stepsPending)).toBeTruthy();
  });
});
