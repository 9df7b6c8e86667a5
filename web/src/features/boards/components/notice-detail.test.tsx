import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { jsonResponse, renderRoute } from '../../../test-utils.tsx';
import { NoticeDetail } from './notice-detail.tsx';

const post = { id: 5, type: 'notice', title: '필기전형 안내', date: '2025-03-02 10:00:00', content: '<p>본문<script>x()</script></p>', files: [{ filepath: 'p/a.pdf', filename: '안내.pdf' }], company_id: 7 };

describe('NoticeDetail', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const alertMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    alertMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('alert', alertMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = () =>
    renderRoute(<NoticeDetail />, { path: '/notices/:boardId', at: '/notices/5', extraRoutes: [{ path: '/notices', element: <p>목록</p> }] });

  it('shows the post with sanitised content and download links', async () => {
    fetchMock.mockResolvedValue(jsonResponse(post));
    show();
    expect(await screen.findByRole('heading', { name: '필기전형 안내' })).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('<script');
    expect(screen.getByRole('link', { name: /안내\.pdf/ }).getAttribute('href')).toBe('/api/app/download?filepath=p%2Fa.pdf&filename=%EC%95%88%EB%82%B4.pdf');
    expect(alertMock).not.toHaveBeenCalled();
  });

  it("alerts '비정상 접근' for another company's post and returns to the list", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...post, company_id: 99 }));
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notices'));
    expect(alertMock).toHaveBeenCalledExactlyOnceWith(messages.boards.abnormalAccess);
  });

  it("alerts '비정상 접근' when the server says the post is another company's (403)", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: messages.boards.abnormalAccess }, 403));
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notices'));
    expect(alertMock).toHaveBeenCalledExactlyOnceWith(messages.boards.abnormalAccess);
  });

  it('issue 41 item 23: a post no company has (404) is the not-found page, without an alert or a spinner', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: messages.api.notFound }, 404));
    const { router } = show();
    expect(await screen.findByRole('heading', { name: messages.notFound.title })).toBeTruthy();
    expect(screen.getByTestId('not-found-countdown').textContent).toBe(messages.notFound.countdown(10));
    expect(document.querySelector('[aria-busy="true"], .inline-loading')).toBeNull();
    expect(router.state.location.pathname).toBe('/notices/5');
    expect(alertMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
