import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type Preview } from '@portal/shared';
import { session } from '../../../lib/session.ts';
import { jsonResponse } from '../../../test-utils.tsx';
import { fetchCall, renderAt, testPreview, toastTexts } from '../test-helpers.tsx';
import { PreviewPage } from './preview-page.tsx';

const m = messages.submission;

describe('preview page once submitted: Modify cancels the final submission', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let preview: Preview;
  let cancelAnswer: () => Response | Promise<Response>;

  beforeEach(() => {
    preview = testPreview({ status: 'Y', submittedAt: '2026-09-01 10:00:00', user: { ...testPreview().user, number: 'D2026-0001' } });
    cancelAnswer = () => jsonResponse({ result: 'success', save_page: 3 });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => {
      const u = String(url);
      if (u.endsWith('/applicant/view')) return jsonResponse(preview);
      if (u.endsWith('/applicant/cancel')) return cancelAnswer();
      return jsonResponse({ message: 'unexpected' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    session.setApplicantToken('applicant-token');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const show = (at = '/form/preview') => renderAt(<PreviewPage />, { path: at, at });
  const cancelCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/applicant/cancel'));
  async function modifyAndConfirm() {
    fireEvent.click(await screen.findByRole('button', { name: m.modify }));
    const dialog = await screen.findByRole('alertdialog', { name: m.cancelTitle });
    expect(dialog.textContent).toContain(m.cancelText);
    fireEvent.click(within(dialog).getByRole('button', { name: m.cancelYes }));
  }

  it('shows Modify instead of Submit, the applicant number and no pledge', async () => {
    show();
    await screen.findByRole('button', { name: m.modify });
    expect(screen.queryByRole('button', { name: m.submit })).toBeNull();
    expect(screen.queryByLabelText(m.pledgeAgree)).toBeNull();
    expect(screen.getByText('D2026-0001')).toBeTruthy();
    expect(screen.getByText(m.submittedBadge)).toBeTruthy();
  });

  it('offers no Modify when the project does not allow it (isActive false)', async () => {
    preview = { ...preview, isActive: false };
    show();
    await screen.findByText(m.cancelNotAllowed);
    expect(screen.queryByRole('button', { name: m.modify })).toBeNull();
  });

  it("'success': alerts the cancellation and returns to form/{save_page}", async () => {
    const { router } = show();
    await modifyAndConfirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/3'));
    expect(window.alert).toHaveBeenCalledWith(m.cancelled);
    expect(fetchCall(fetchMock, 1)).toMatchObject({ url: '/api/app/applicant/cancel', method: 'POST' });
  });

  it("'success' without a numeric save_page returns to form/0, keeping the admin prefix", async () => {
    cancelAnswer = () => jsonResponse({ result: 'success', save_page: null });
    const { router } = show('/admin/form/preview');
    await modifyAndConfirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/form/0'));
  });

  it("'limit': alerts that the application has closed and stays", async () => {
    cancelAnswer = () => jsonResponse({ result: 'limit', message: '입사지원이 마감 되었습니다.' });
    const { router } = show();
    await modifyAndConfirm();
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(m.cancelLimit));
    expect(router.state.location.pathname).toBe('/form/preview');
    expect(screen.queryByText(m.cancelling)).toBeNull();
  });

  it('a failure: the retry message for 5 s, the overlay removed after 3 s', async () => {
    cancelAnswer = () => jsonResponse({ message: 'down' }, 503);
    show();
    await screen.findByRole('button', { name: m.modify });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await modifyAndConfirm();
    await waitFor(() => expect(toastTexts()).toContain(m.cancelError));
    expect(screen.getByText(m.cancelling)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText(m.cancelling)).toBeNull();
    expect(toastTexts()).toContain(m.cancelError);
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(toastTexts()).not.toContain(m.cancelError);
    expect(cancelCalls()).toHaveLength(1);
  });
});

describe('preview page once submitted, on a phone: the PC-only rule (issue 41 item 19; spec part 1 1, part 2 2.4)', () => {
  const setMobile = (v: boolean) => (globalThis as unknown as { __setMobileViewport: (v: boolean) => void }).__setMobileViewport(v);
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    const preview = testPreview({ status: 'Y', submittedAt: '2026-09-01 10:00:00' });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => (String(url).endsWith('/applicant/view') ? jsonResponse(preview) : jsonResponse({ message: 'unexpected' }, 404)));
    vi.stubGlobal('fetch', fetchMock);
    session.setApplicantToken('applicant-token');
  });
  afterEach(() => {
    setMobile(false);
    vi.unstubAllGlobals();
  });

  it('offers no Modify on a phone and says that changing the application needs a PC, as the mobile history does', async () => {
    setMobile(true);
    renderAt(<PreviewPage />, { path: '/form/preview', at: '/form/preview' });
    await screen.findByText(m.modifyPcOnly);
    expect(screen.queryByRole('button', { name: m.modify })).toBeNull();
    expect(screen.getByRole('button', { name: m.print })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/applicant/cancel'))).toBe(false);
  });

  it('offers Modify again once the window is wide', async () => {
    setMobile(true);
    renderAt(<PreviewPage />, { path: '/form/preview', at: '/form/preview' });
    await screen.findByText(m.modifyPcOnly);
    act(() => setMobile(false));
    await screen.findByRole('button', { name: m.modify });
    expect(screen.queryByText(m.modifyPcOnly)).toBeNull();
  });
});
