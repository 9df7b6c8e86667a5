import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type ApplicantData } from '@portal/shared';
import type { FormPage } from '@portal/shared/form-model/definition';
import { ToastProvider } from '../../../components/toast.tsx';
import { takeContractDrift } from '../../../lib/contract-drift.ts';
import { jsonResponse, renderRoute, testApplicant } from '../../../test-utils.tsx';
import { EngineForm } from './engine-form.tsx';

// The retries of a failed save (hooks/use-save-page.ts) wait no time here; their timing is use-save-page.test.tsx's.
vi.mock('../../../lib/write-retry.ts', async (original) => ({ ...(await original<typeof import('../../../lib/write-retry.ts')>()), writeRetryDelay: () => 0 }));

/** Spec 8 'Form' and 2.18: what a failed save says, and the progress text of a save. */
const pm = messages.formPage;

const applicant = testApplicant();

const page: FormPage = {
  pageIndex: 0,
  title: ['기본정보', '학력'],
  projectVersion: 0.3,
  forms: [
    {
      application_form_id: 1,
      code_value: 'personal_info',
      title: '인적사항',
      details: [{ id: 11, title: '인적사항', code: { value: 'personal_info' }, required: 'N', hidden: 'N', status: 'Y', items: [{ id: 1, title: '영문 이름', required: 'N', input_type: { type: 'text', field: 'english_name' } }] }],
    },
  ],
};

const toastTexts = () => Array.from(document.querySelectorAll('.toast-region .toast__message')).map((n) => n.textContent ?? '');

describe('EngineForm: failed saves (spec 8 Form)', () => {
  let saveAnswer: () => Response | Promise<Response>;
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/getTime/')
        ? jsonResponse({ isEnd: false, isDeadline: false, startTime: '2026-11-01 09:00:00', endTime: '2026-12-31 18:00:00', status: 'session', diff: 1800 })
        : saveAnswer(),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = () =>
    renderRoute(
      <ToastProvider>
        <EngineForm page={{ ...page, pageCount: 2 }} applicant={applicant} saved={{ pageIndex: 0, version: 0, values: {}, saveType: null, savedAt: null }} isTest={false} isAdmin={false} />
      </ToastProvider>,
      { path: '/form/:pageIndex', at: '/form/0', extraRoutes: [{ path: '/form/1', element: <p>다음 페이지</p> }] },
    );
  const saveCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('applicant/update/'));

  it("8: an empty answer to a save is the generic 'An error occurred' ('오류가 발생했습니다.')", async () => {
    saveAnswer = () => new Response('', { status: 502 });
    show();
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    await waitFor(() => expect(toastTexts()).toEqual(['오류가 발생했습니다.']));
    // A 5xx is tried four times in all, with one idempotency key, before it is shown.
    expect(saveCalls()).toHaveLength(4);
    expect(new Set(saveCalls().map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'])).size).toBe(1);
    // Not a temporary save: no form-level error.
    expect(document.querySelector('.fe-form-error')).toBeNull();
  });

  it("8: a temporary save answered with neither id nor error also sets the form-level error ('errorMessage')", async () => {
    saveAnswer = () => jsonResponse({});
    show();
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await waitFor(() => expect(toastTexts()).toEqual([pm.errorOccurred]));
    const formError = document.querySelector('.fe-form-error');
    expect(formError?.textContent).toBe(pm.tempSaveFailed);
    expect(formError?.getAttribute('role')).toBe('alert');
    // The empty answer is outside the save's contract on purpose (the spec's fallback).
    expect(takeContractDrift().map((d) => d.endpoint)).toContain('SaveApplicantPage');
    // The next attempt clears it.
    saveAnswer = () => jsonResponse({ id: 77, pageIndex: 0, version: 1, savedAt: '2026-11-22 10:00:00', confirm_page: [], save_page: 0 });
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await waitFor(() => expect(toastTexts()).toContain(pm.tempSaved));
    expect(document.querySelector('.fe-form-error')).toBeNull();
  });

  it("8: a server error field's text is shown as the error snackbar, without the form-level error", async () => {
    saveAnswer = () => jsonResponse({ error: '저장할 수 없는 지원서입니다.' }, 500);
    show();
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await waitFor(() => expect(toastTexts()).toEqual(['저장할 수 없는 지원서입니다.']));
    expect(document.querySelector('.fe-form-error')).toBeNull();
  });

  it("2.18: a save shows 'Processing page' ('페이지를 처리하는 중입니다.') while it runs", async () => {
    let release!: (r: Response) => void;
    saveAnswer = () => new Promise<Response>((r) => (release = r));
    show();
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    expect(await screen.findByText('페이지를 처리하는 중입니다.')).toBeTruthy();
    release(jsonResponse({ id: 77, pageIndex: 0, version: 1, savedAt: '2026-11-22 10:00:00', confirm_page: [0], save_page: 0 }));
    await waitFor(() => expect(screen.queryByText('페이지를 처리하는 중입니다.')).toBeNull());
    expect(saveCalls()).toHaveLength(1);
  });

  it("2.18: a temporary save shows 'Temporarily saving' ('임시저장 중입니다.')", async () => {
    let release!: (r: Response) => void;
    saveAnswer = () => new Promise<Response>((r) => (release = r));
    show();
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    expect(await screen.findByText('임시저장 중입니다.')).toBeTruthy();
    release(jsonResponse({ id: 77, pageIndex: 0, version: 1, savedAt: '2026-11-22 10:00:00', confirm_page: [], save_page: 0 }));
    await waitFor(() => expect(screen.queryByText('임시저장 중입니다.')).toBeNull());
  });
});
