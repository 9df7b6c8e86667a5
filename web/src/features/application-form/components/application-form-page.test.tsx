import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared/messages';
import type { FormPage } from '@portal/shared/form-model/definition';
import { ToastProvider } from '../../../components/toast.tsx';
import { session } from '../../../lib/session.ts';
import { jsonResponse, renderRoute } from '../../../test-utils.tsx';
import { ApplicationFormPage } from './application-form-page.tsx';

const pm = messages.formPage;

/** A two-page form whose every page is this one text field. */
const pageOf = (pageIndex: number): FormPage & { pageCount: number } => ({
  pageIndex,
  pageCount: 2,
  title: ['기본정보', '학력'],
  projectVersion: 0.2,
  forms: [
    {
      application_form_id: 1,
      code_value: 'personal_info',
      title: '인적사항',
      details: [
        {
          id: 11,
          title: '인적사항',
          code: { value: 'personal_info' },
          required: 'N',
          hidden: 'N',
          status: 'Y',
          items: [{ id: 1, title: '영문 이름', required: 'N', input_type: { type: 'text', field: 'english_name' } }],
        },
      ],
    },
  ],
});

const renderForm = (at: string) =>
  renderRoute(
    <ToastProvider>
      <ApplicationFormPage />
    </ToastProvider>,
    {
      path: at.startsWith('/admin/') ? '/admin/form/:pageIndex' : '/form/:pageIndex',
      at,
      extraRoutes: [{ path: '/', element: <p>메인</p> }],
    },
  );

describe('ApplicationFormPage: who may open the form (spec part 1, section 6 Access rules)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const alert = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    alert.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('alert', alert);
    session.setTask({ id: 11, project_id: 901, name: '사무직' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("gives staff without an applicant token 'Invalid access' and index on the plain form path", async () => {
    session.setAccessToken('staff-session');
    const { router } = renderForm('/form/0');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).toHaveBeenCalledWith(messages.apply.invalidAccess);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the test mode for staff without an applicant token on the admin form path, and Next stays there', async () => {
    session.setAccessToken('staff-session');
    fetchMock.mockImplementation(async (input) => jsonResponse(pageOf(Number(/\/forms\/\d+\/(\d+)$/.exec(String(input))?.[1] ?? 0))));
    const { router } = renderForm('/admin/form/0');

    expect(await screen.findByText(pm.testing)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/forms/11/0');
    // Test mode reads no applicant and no saved page.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/form/1'));
    expect(alert).not.toHaveBeenCalled();
  });

  it("gives a visitor without any token 'Invalid access' and index", async () => {
    const { router } = renderForm('/form/0');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).toHaveBeenCalledWith(messages.apply.invalidAccess);
  });
});
