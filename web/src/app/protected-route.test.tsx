import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { session } from '../lib/session.ts';
import { renderRoute } from '../test-utils.tsx';
import { ProtectedRoute } from './protected-route.tsx';

describe('ProtectedRoute', () => {
  const alertMock = vi.fn();
  beforeEach(() => {
    alertMock.mockReset();
    vi.stubGlobal('alert', alertMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = () =>
    renderRoute(
      <ProtectedRoute>
        <p>관리자 화면</p>
      </ProtectedRoute>,
      { path: '/admin/recruit/:noticeId?', at: '/admin/recruit/1', extraRoutes: [{ path: '/', element: <p>메인</p> }] },
    );

  it("alerts 'No permission' and goes to index without a token", async () => {
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alertMock).toHaveBeenCalledExactlyOnceWith(messages.common.noPermission);
  });

  it('renders for staff or with an applicant token', () => {
    session.setApplicantToken('a');
    show();
    expect(screen.getByText('관리자 화면')).toBeTruthy();
    expect(alertMock).not.toHaveBeenCalled();
  });
});
