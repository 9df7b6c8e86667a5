import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type PostingDetail as Detail } from '@portal/shared';
import { session } from '../../../lib/session.ts';
import { jsonResponse, renderRoute } from '../../../test-utils.tsx';
import { PostingDetail } from './posting-detail.tsx';

const detail: Detail = {
  id: 3,
  project_id: 42,
  title: '신입 공개채용',
  startDate: '2025-01-01 09:00:00',
  endDate: '2025-01-31 18:00:00',
  remainDays: 3,
  isActive: true,
  isEnd: false,
  isView: true,
  isRestriction: false,
  status: 'Y',
  content: '<h2>모집 분야</h2><img src="x" onerror="alert(1)">',
  files: [],
  domain: 'demo',
  project: { company_id: 7 },
};

const setMobile = (v: boolean) => (globalThis as unknown as { __setMobileViewport: (v: boolean) => void }).__setMobileViewport(v);

describe('PostingDetail', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const alertMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    alertMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('alert', alertMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setMobile(false);
  });

  const show = () =>
    renderRoute(<PostingDetail />, {
      path: '/recruit/:noticeId?',
      at: '/recruit/3',
      extraRoutes: [
        { path: '/recruits/:viewMessage?', element: <p>목록</p> },
        { path: '/redirect', element: <p>이동</p> },
        { path: '/project/:projectId', element: <p>지원</p> },
      ],
    });

  it('renders the posting and applies to its project', async () => {
    fetchMock.mockResolvedValue(jsonResponse(detail));
    const { router } = show();
    expect(await screen.findByRole('heading', { level: 1, name: '신입 공개채용' })).toBeTruthy();
    expect(screen.getByTestId('posting-badge').textContent).toBe('D-3');
    expect(document.body.innerHTML).not.toContain('onerror');
    fireEvent.click(screen.getByRole('button', { name: messages.recruits.applyButton.apply }));
    expect(router.state.location.pathname).toBe('/project/42');
  });

  it('disables apply when closed', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...detail, isActive: false, isEnd: true }));
    show();
    const button = await screen.findByRole('button', { name: messages.recruits.applyButton.closed });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('shows the PC-only banner and no apply button on mobile', async () => {
    setMobile(true);
    fetchMock.mockResolvedValue(jsonResponse(detail));
    show();
    expect(await screen.findByText(messages.recruits.pcOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.recruits.applyButton.apply })).toBeNull();
  });

  it("stores redirectCompany and goes to the redirect page for another company's posting", async () => {
    const redirectCompany = { id: 9, domain: 'other', homeUrl: 'http://other.localhost:3000/' };
    fetchMock.mockResolvedValue(jsonResponse({ message: messages.recruits.wrongPath, redirectCompany }, 404));
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/redirect'));
    expect(session.redirectCompany()).toEqual(redirectCompany);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it("alerts 'wrong path' and goes to the list without redirectCompany", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: '요청하신 정보를 찾을 수 없습니다.' }, 404));
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruits'));
    expect(alertMock).toHaveBeenCalledExactlyOnceWith(messages.recruits.wrongPath);
  });
});
