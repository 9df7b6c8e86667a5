import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { session, storedProjectId } from '../../../lib/session.ts';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderAt, testProject } from '../test-helpers.tsx';
import { ApplicationFormPage } from './application-form-page.tsx';
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
});

describe('ApplicationFormPage (form/:pageIndex)', () => {
  const alertMock = vi.fn();
  beforeEach(() => {
    alertMock.mockReset();
    vi.stubGlobal('alert', alertMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("alerts '잘못된 접근입니다' and goes to '/' without an applicant token", async () => {
    const { router } = renderAt(<ApplicationFormPage />, { path: '/form/:pageIndex', at: '/form/0', extraRoutes: [{ path: '/', element: <p>메인</p> }] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alertMock).toHaveBeenCalledExactlyOnceWith(messages.apply.invalidAccess);
  });

  it("shows the applicant's task and says the form is being prepared", () => {
    session.setApplicantToken('tok');
    session.setTask({ id: 13, project_id: 901, name: '연구직' });
    renderAt(<ApplicationFormPage />, { path: '/form/:pageIndex', at: '/form/0' });
    expect(screen.getByTestId('applicant-task').textContent).toBe('연구직');
    expect(screen.getByText(messages.apply.form.preparing)).toBeTruthy();
    expect(alertMock).not.toHaveBeenCalled();
  });
});
