import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { session, storedProjectId } from '../../../lib/session.ts';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderAt, testProject } from '../test-helpers.tsx';
import { ApplyEntry } from './apply-entry.tsx';

describe('ApplyEntry (project/:projectId)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stores the project and goes to form-auth with {projectId}', async () => {
    fetchMock.mockResolvedValue(jsonResponse(testProject()));
    const { router } = renderAt(<ApplyEntry />, {
      path: '/project/:projectId',
      at: '/project/901',
      extraRoutes: [{ path: '/form/auth', element: <p>동의 단계</p> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/auth'));
    expect(router.state.location.state).toEqual({ projectId: 901 });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/app/project/901');
    expect(storedProjectId()).toBe(901);
    expect(session.project()).toMatchObject({ id: 901 });
  });

  it.each([
    ['notOpen', messages.apply.notTaking.notOpen],
    ['closed', messages.apply.notTaking.closed],
    ['suspended', messages.apply.notTaking.suspended],
  ] as const)('stops at a %s notice and says why, never opening the consent step (issue 41 item 3)', async (applyState, text) => {
    sessionStorage.clear();
    fetchMock.mockResolvedValue(jsonResponse(testProject({ id: 905, title: '2026년 경력직 채용', applyState })));
    const { router } = renderAt(<ApplyEntry />, {
      path: '/project/:projectId',
      at: '/project/905',
      extraRoutes: [{ path: '/form/auth', element: <p>동의 단계</p> }],
    });
    const notice = await screen.findByTestId('apply-not-taking');
    expect(notice.textContent).toContain(text);
    expect(notice.textContent).toContain('2026년 경력직 채용');
    expect(screen.getByRole('link', { name: messages.apply.notTaking.toPostings })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/project/905');
    expect(screen.queryByText('동의 단계')).toBeNull();
  });
});
