import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDialog } from '../../../components/lazy-dialog.tsx';
import { messages } from '@portal/shared';
import type { FormPage } from '@portal/shared/form-model/definition';
import { NoticeProvider } from '../../../components/notice.tsx';
import { ToastProvider } from '../../../components/toast.tsx';
import { jsonResponse, renderRoute, testApplicant } from '../../../test-utils.tsx';
import { EngineForm } from './engine-form.tsx';

const pm = messages.formPage;

/** Page 2 of 3 (index 1), so '이전' leads to form/0. */
const page: FormPage = {
  pageIndex: 1,
  title: ['기본정보', '학력', '경력'],
  projectVersion: 0.3,
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
          items: [{ id: 1, title: '영문 이름', required: 'N', input_type: { type: 'text', field: 'english_name', pattern: { value: 'name_english' } } }],
        },
      ],
    },
  ],
};

const timeCheck = { isEnd: false, isDeadline: false, startTime: '2026-11-01 09:00:00', endTime: '2026-12-31 18:00:00', status: 'session', diff: 1800 };

function renderForm() {
  return renderRoute(
    <ToastProvider>
      <EngineForm
        page={{ ...page, pageIndex: 1, pageCount: 3 }}
        applicant={testApplicant({ confirm_page: [0] })}
        saved={{ pageIndex: 1, version: 0, values: {}, saveType: null, savedAt: null }}
        isTest={false}
        isAdmin={false}
      />
      <NoticeProvider />
    </ToastProvider>,
    { path: '/form/1', at: '/form/1', extraRoutes: [{ path: '/form/0', element: <p>첫 페이지</p> }, { path: '/', element: <p>메인</p> }] },
  );
}

describe("EngineForm: the portal's own dialogs instead of the browser's boxes", () => {
  // The dialog loads as a chunk of its own when it first opens; a cold import under load must not be what a find waits for.
  beforeAll(loadDialog, 30_000);
  const fetchMock = vi.fn<typeof fetch>();
  let saveAnswer: () => Response;
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => (String(input).includes('/getTime/') ? jsonResponse(timeCheck) : saveAnswer()));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('alert', vi.fn());
    vi.stubGlobal('confirm', vi.fn());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("'이전' on an untouched page goes back at once", async () => {
    const { router } = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: pm.previous }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/0'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("'이전' with unsaved input asks first in the portal's dialog: 계속 작성 stays with the input, 이동 goes back (issue 15 item 22)", async () => {
    const { router } = renderForm();
    const input = await screen.findByLabelText(/영문 이름/);
    fireEvent.change(input, { target: { value: 'Jiwon' } });
    fireEvent.click(screen.getByRole('button', { name: pm.previous }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.common.noticeTitle });
    expect(dialog.textContent).toContain(pm.leaveUnsaved);
    fireEvent.click(within(dialog).getByRole('button', { name: pm.leaveUnsavedStay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form/1');
    expect((screen.getByLabelText(/영문 이름/) as HTMLInputElement).value).toBe('Jiwon');

    fireEvent.click(screen.getByRole('button', { name: pm.previous }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: pm.leaveUnsavedConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/0'));
    expect(window.confirm).not.toHaveBeenCalled();
  });

  it('a save refused because an earlier page is unsaved says so in the notice dialog and moves only after 확인', async () => {
    saveAnswer = () => jsonResponse({ code: 'pageLocked', pageIndex: 0, message: pm.pageLocked }, 409);
    const { router } = renderForm();
    await screen.findByLabelText(/영문 이름/);
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(pm.pageLocked);
    expect(router.state.location.pathname).toBe('/form/1');
    fireEvent.click(within(dialog).getByRole('button', { name: messages.common.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/0'));
    expect(window.alert).not.toHaveBeenCalled();
  });
});
