import { StrictMode, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantHistory } from '@portal/shared/schemas/find-application';
import { handoffMessages } from '@portal/shared/messages/handoff';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { jsonResponse, testCompany } from '../../../test-utils.tsx';
import { fetchCall, testProject } from '../../apply/test-helpers.tsx';
import { HistoryPage } from '../../find-application/components/history-page.tsx';
import { forgetHandoffLogins } from '../api/handoff-login.ts';
import { forgetHandoffRuns } from '../hooks/use-handoff.ts';
import { MovePage } from './move-page.tsx';

const AUTH = 'hof_AbCdEfGhIjKlMnOp.abcdefghijklmnopqrstuvwxyz012345';

const login = {
  access_token: 'staff-session',
  workspace: 'demo',
  company: testCompany(),
  fileDomain: 'http://files.test',
  expiresAt: '2026-12-01T09:00:00.000Z',
};

const history: ApplicantHistory = {
  applicant: { id: 7, token: 'applicant-token-7', name: '김지원', email: 'a@example.com', phone: '01012345678', status: 'N', applicant_number: null, task_name: '사무직', task_id: 11, submissionDate: null, updatedDate: '2026-11-26 10:00:00', save_page: 0 },
  notice: { id: 901, project_id: 901, postingId: null, title: '2025 신입 공개채용', startDate: null, endDate: null, isActive: true, isEnd: false, remainDays: 3 },
  actions: { modify: true, delete: true },
  applicantSteps: [],
  undelivered: [],
  admin: 'Y',
};

/** Shows where the handoff went and the router state it carried. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="landed">{`${name} ${JSON.stringify(location.state ?? null)}`}</p>;
}

function renderMove(at: string, { strict = false }: { strict?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const router = createMemoryRouter(
    [
      { path: '/move/:auth/:type', element: <MovePage /> },
      { path: '/admin/form/:pageIndex', element: <Landed name="admin-form" /> },
      { path: '/check/history', element: <HistoryPage /> },
      { path: '/', element: <Landed name="index" /> },
    ],
    { initialEntries: [at] },
  );
  const tree: ReactNode = (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { router };
}

const isLogin = (url: string) => url.endsWith('/api/app/handoff/login');

describe('the staff handoff page /move/:auth/:type (spec part 2, 2.18)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A tab that held an applicant before the link was opened.
    session.setApplicantToken('earlier-applicant');
    session.setApplicantId(55);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    warn.mockRestore();
    forgetHandoffLogins();
    forgetHandoffRuns();
  });

  it('logs staff in, stores the project and task, and sends a form handoff to the admin form in test mode', async () => {
    fetchMock.mockImplementation(async (input) => (isLogin(String(input)) ? jsonResponse(login) : jsonResponse(testProject())));
    const { router } = renderMove(`/move/${AUTH}/form?projectId=901&taskId=11`);

    await screen.findByText('admin-form null');
    expect(router.state.location.pathname).toBe('/admin/form/0');
    // Replaced, so that Back does not open the spent link again.
    expect(router.state.historyAction).toBe('REPLACE');

    const sent = fetchCall(fetchMock, 0);
    expect(sent).toEqual({ url: '/api/app/handoff/login', method: 'POST', body: { _token: AUTH } });
    const loginHeaders = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(loginHeaders.Authorization).toBeUndefined();
    expect(loginHeaders.applicantToken).toBe('');
    // The staff session addresses the admin API from then on.
    expect(fetchCall(fetchMock, 1)).toMatchObject({ url: '/api/admin/project/901', method: 'GET' });
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer staff-session');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    expect(session.accessToken()).toBe('staff-session');
    expect(session.workspace()).toBe('demo');
    expect(session.company()?.domain).toBe('demo');
    expect(session.fileDomain()).toBe('http://files.test');
    expect(session.project()?.id).toBe(901);
    expect(window.localStorage.getItem('project')).toBe('901');
    expect(session.task()).toEqual({ id: 11, project_id: 901, name: '사무직' });
    // Step 1: the earlier applicant is gone, so the form opens in test mode.
    expect(session.applicantToken()).toBeNull();
    expect(session.applicantId()).toBeNull();
  });

  it("checks the applicant by check_id, stores the answered token, and opens the history by that id", async () => {
    fetchMock.mockImplementation(async (input) => (isLogin(String(input)) ? jsonResponse(login) : jsonResponse(history)));
    const { router } = renderMove(`/move/${AUTH}/check?applicantId=7`);

    // The history page reads check_id from the router state and loads by it.
    await screen.findByTestId('history-name');
    expect(router.state.location.pathname).toBe('/check/history');
    expect(router.state.location.state).toEqual({ check_id: 7 });
    expect(fetchCall(fetchMock, 1)).toEqual({ url: '/api/admin/applicant/checkById', method: 'POST', body: { check_id: 7 } });
    expect(fetchCall(fetchMock, 2)).toEqual({ url: '/api/admin/applicant/checkById', method: 'POST', body: { check_id: 7 } });
    expect(session.applicantToken()).toBe('applicant-token-7');
    expect(session.applicantId()).toBe(7);
    expect(session.accessToken()).toBe('staff-session');
  });

  it('stores nothing, moves nowhere and shows why when the link is refused (401)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: handoffMessages.linkInvalid }, 401));
    const { router } = renderMove(`/move/${AUTH}/form?projectId=901&taskId=11`);

    expect((await screen.findByTestId('handoff-message')).textContent).toBe(handoffMessages.linkInvalid);
    expect(screen.getByText(handoffMessages.page.failed)).toBeTruthy();
    expect(screen.getByRole('link', { name: handoffMessages.page.home }).getAttribute('href')).toBe('/');
    // A spent link cannot be tried again.
    expect(screen.queryByRole('button', { name: handoffMessages.page.retry })).toBeNull();
    expect(router.state.location.pathname).toBe(`/move/${AUTH}/form`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[handoff] no permission', 401);
    // The API client's 401 handling (clear the session, go home) is not what a refused link does.
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.accessToken()).toBeNull();
    expect(session.workspace()).toBeNull();
    expect(session.company()).toBeNull();
    expect(session.project()).toBeNull();
    expect(session.task()).toBeNull();
  });

  it('shows the generic link message when a refusal carries none (400 without a body)', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 400 }));
    renderMove(`/move/${AUTH}/index`);
    expect((await screen.findByTestId('handoff-message')).textContent).toBe(handoffMessages.linkInvalid);
    expect(session.accessToken()).toBeNull();
  });

  it('sends the login once under StrictMode, whose effects run twice', async () => {
    fetchMock.mockImplementation(async (input) => (isLogin(String(input)) ? jsonResponse(login) : jsonResponse(testProject())));
    const { router } = renderMove(`/move/${AUTH}/form?projectId=901&taskId=11`, { strict: true });

    await screen.findByText('admin-form null');
    expect(router.state.location.pathname).toBe('/admin/form/0');
    expect(fetchMock.mock.calls.filter(([url]) => isLogin(String(url)))).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('offers a retry when the server failed, and the retry sends the login again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: '일시적인 오류입니다.' }, 503)).mockResolvedValueOnce(jsonResponse(login));
    const { router } = renderMove(`/move/${AUTH}/index`);

    expect((await screen.findByTestId('handoff-message')).textContent).toBe('일시적인 오류입니다.');
    expect(session.accessToken()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: handoffMessages.page.retry }));

    await screen.findByText('index null');
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.accessToken()).toBe('staff-session');
  });

  it('offers a retry when the network failed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderMove(`/move/${AUTH}/index`);
    await screen.findByTestId('handoff-message');
    expect(screen.getByRole('button', { name: handoffMessages.page.retry })).toBeTruthy();
    expect(session.accessToken()).toBeNull();
  });

  it('does not spend a link whose address lacks what its type needs', async () => {
    renderMove(`/move/${AUTH}/form?projectId=901`);
    expect((await screen.findByTestId('handoff-message')).textContent).toBe(handoffMessages.page.badAddress);
    renderMove(`/move/${AUTH}/elsewhere`);
    await waitFor(() => expect(screen.getAllByTestId('handoff-message')).toHaveLength(2));
    expect(fetchMock).not.toHaveBeenCalled();
    // Nothing ran, so the earlier applicant is still there.
    expect(session.applicantToken()).toBe('earlier-applicant');
  });

  it('keeps the staff session but does not move when the task is not in the project', async () => {
    fetchMock.mockImplementation(async (input) => (isLogin(String(input)) ? jsonResponse(login) : jsonResponse(testProject())));
    const { router } = renderMove(`/move/${AUTH}/form?projectId=901&taskId=99`);

    expect((await screen.findByTestId('handoff-message')).textContent).toBe(handoffMessages.taskNotInProject);
    expect(router.state.location.pathname).toBe(`/move/${AUTH}/form`);
    expect(session.accessToken()).toBe('staff-session');
    expect(session.task()).toBeNull();
  });

  it('shows the loading state while the link is redeemed', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    renderMove(`/move/${AUTH}/index`);
    expect(await screen.findByText(handoffMessages.page.moving)).toBeTruthy();
  });
});
