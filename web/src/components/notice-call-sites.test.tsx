import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDialog } from './lazy-dialog.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { messages } from '@portal/shared';
import { GetForm } from '@portal/shared/api/form';
import { useAlertRedirect } from '../hooks/use-alert-redirect.ts';
import { call, setUnauthorizedHandler } from '../lib/api-client.ts';
import { session } from '../lib/session.ts';
import { jsonResponse, renderRoute } from '../test-utils.tsx';
import { PostingDetail } from '../features/recruits/components/posting-detail.tsx';
import { NoticeProvider } from './notice.tsx';

/** Former window.alert call sites with the app's NoticeProvider mounted: same text, in the portal's dialog, and any move after 확인. */
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: messages.common.confirm });

describe("converted alert() call sites show the portal's notice (issue 15 item 18)", () => {
  // The dialog loads as a chunk of its own when it first opens; a cold import under load must not be what a find waits for.
  beforeAll(loadDialog, 30_000);
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('alert', vi.fn());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('useAlertRedirect shows its text once and moves only after 확인', async () => {
    function Guarded() {
      useAlertRedirect(true, messages.common.invalidAccess, '/');
      return <p>보호된 화면</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/guarded', element: <Guarded /> },
        { path: '/', element: <p>메인</p> },
      ],
      { initialEntries: ['/guarded'] },
    );
    render(
      <>
        <RouterProvider router={router} />
        <NoticeProvider />
      </>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: messages.common.noticeTitle });
    expect(dialog.textContent).toContain(messages.common.invalidAccess);
    expect(router.state.location.pathname).toBe('/guarded');
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('the API client says an applicant session ended, and goes home only after 확인', async () => {
    render(<NoticeProvider />);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.setApplicantToken('app');
    const text = '세션이 만료되었습니다. 페이지가 이동됩니다.';
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: text, code: 'session' }), { status: 401 }));
    let result!: Promise<unknown>;
    act(() => {
      result = call(GetForm, { params: { taskId: 1, pageIndex: 0 } }).catch((e: unknown) => e);
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(text);
    expect(onUnauthorized).not.toHaveBeenCalled();
    fireEvent.click(okButton(dialog));
    expect(await result).toMatchObject({ status: 401, message: text });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(window.alert).not.toHaveBeenCalled();
  });

  it("a posting that does not exist says 'wrong path' and goes to the list after 확인", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: '요청하신 정보를 찾을 수 없습니다.' }, 404));
    const { router } = renderRoute(
      <>
        <PostingDetail />
        <NoticeProvider />
      </>,
      { path: '/recruit/:noticeId?', at: '/recruit/3', extraRoutes: [{ path: '/recruits', element: <p>목록</p> }] },
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(messages.recruits.wrongPath);
    expect(router.state.location.pathname).toBe('/recruit/3');
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruits'));
  });
});


