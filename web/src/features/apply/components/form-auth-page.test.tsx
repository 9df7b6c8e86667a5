import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { session } from '../../../lib/session.ts';
import { jsonResponse, renderRoute } from '../../../test-utils.tsx';
import { renderAt, testProject } from '../test-helpers.tsx';
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

describe('FormAuthPage names the notice applied to (issue 41 item 3, audit ux.md m12)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the notice's title above the consent step", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(testProject({ title: '2026년 청년 체험형 인턴' }))));
    renderAt(<FormAuthPage />, { path: '/form/auth', at: '/form/auth', state: { projectId: 901 } });
    const notice = await screen.findByTestId('apply-notice');
    expect(notice.textContent).toBe(`${messages.apply.noticeLabel} 2026년 청년 체험형 인턴`);
  });

  it('shows a suspended notice as such instead of the consent step', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(testProject({ applyState: 'suspended' }))));
    renderAt(<FormAuthPage />, { path: '/form/auth', at: '/form/auth', state: { projectId: 901 } });
    expect((await screen.findByTestId('apply-not-taking')).textContent).toContain(messages.apply.notTaking.suspended);
    expect(screen.queryByText(messages.apply.consent.agreeAll)).toBeNull();
  });
});
