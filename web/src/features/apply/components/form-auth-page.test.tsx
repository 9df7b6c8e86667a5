import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { renderRoute } from '../../../test-utils.tsx';
import { FormAuthPage } from './form-auth-page.tsx';

const routes = { path: '/form/auth', extraRoutes: [{ path: '/form/0', element: <p>지원서 1페이지</p> }, { path: '/', element: <p>메인</p> }] };

describe('FormAuthPage: Back and Forward never end a session (issue 15 item 1; spec part 1, 2.7)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)));
    vi.stubGlobal('alert', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.setApplicantToken(null);
  });

  it('keeps the applicant on the form when history brings them back to the auth step', async () => {
    session.setApplicantToken('tok-1');
    const { router } = renderRoute(<FormAuthPage />, { ...routes, at: '/form/auth' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/0'));
    expect(session.applicantToken()).toBe('tok-1');
  });

  it('starts over (clears the token) on a fresh entry from the posting', async () => {
    session.setApplicantToken('tok-2');
    const { router } = renderRoute(<FormAuthPage />, { ...routes, at: '/' });
    await act(() => router.navigate('/form/auth', { replace: true, state: { projectId: 5 } }));
    await waitFor(() => expect(session.applicantToken()).toBeNull());
    expect(router.state.location.pathname).toBe('/form/auth');
  });
});
