import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import type { FormPage } from '@portal/shared/form-model/definition';
import { ToastProvider } from '../../../components/toast.tsx';
import { session } from '../../../lib/session.ts';
import { jsonResponse } from '../../../test-utils.tsx';
import { writeRetryDelay } from '../../../lib/write-retry.ts';
import { useSavePage, type SaveOutcome } from './use-save-page.ts';

const pm = messages.formPage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const page: FormPage & { pageIndex: number } = {
  pageIndex: 0,
  title: ['기본정보'],
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

const saved = (version: number) => jsonResponse({ id: 77, pageIndex: 0, version, savedAt: '2026-11-22 10:00:00', confirm_page: [], save_page: 0 });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** The hook on a one-field page: a temp-save button, the progress text, and what each save came to. */
function Harness({ outcomes, flush }: { outcomes: SaveOutcome[]; flush: () => void }) {
  const form = useForm<Record<string, unknown>>({ defaultValues: { english_name: 'Kim Jiwon' } });
  const version = useRef({ current: 3 }).current;
  const draft = useRef({ clear: () => {}, flush }).current;
  const { save, busy } = useSavePage({ applicantId: 77, page, form, version, draft, focusError: () => {} });
  return (
    <>
      <input aria-label="영문 이름" {...form.register('english_name')} />
      <button type="button" onClick={() => void save('temp').then((o) => outcomes.push(o))}>
        {pm.tempSave}
      </button>
      {busy ? <p data-testid="busy">{busy}</p> : null}
    </>
  );
}

describe('useSavePage: a save that got no answer is tried again with its idempotency key', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let outcomes: SaveOutcome[];
  let flush: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    session.setApplicantToken('applicant-token');
    outcomes = [];
    flush = vi.fn<() => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const show = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <Harness outcomes={outcomes} flush={flush} />
        </ToastProvider>
      </QueryClientProvider>,
    );
  const answers = (...list: (() => Response | Promise<Response>)[]) => fetchMock.mockImplementation(async () => (list.length > 1 ? list.shift()! : list[0]!)());
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const tries = () =>
    fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), key: (init?.headers as Record<string, string>)['Idempotency-Key'], body: JSON.parse(String(init?.body)) as unknown }));
  const toastTexts = () => Array.from(document.querySelectorAll('.toast-region .toast__message')).map((n) => n.textContent ?? '');

  it('sends every try of one save with the same key and body, under the progress text, and answers the save once one gets through', async () => {
    answers(offline, () => new Response('', { status: 502 }), () => saved(4));
    show();
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await wait(0);
    expect(screen.getByTestId('busy').textContent).toBe(pm.tempSaving);
    await wait(5_000);
    const sent = tries();
    expect(sent).toHaveLength(3);
    expect(sent[0]!.url).toBe('/api/app/applicant/update/77');
    expect(sent[0]!.key).toMatch(UUID);
    expect(new Set(sent.map((t) => t.key)).size).toBe(1);
    for (const t of sent) expect(t.body).toEqual({ pageIndex: 0, saveType: 'temp', version: 3, values: { english_name: 'Kim Jiwon' } });
    expect(outcomes).toEqual([{ kind: 'saved' }]);
    expect(toastTexts()).toEqual([pm.tempSaved]);
    expect(screen.queryByTestId('busy')).toBeNull();
  });

  it('waits about 0.5, 1 and 2 s before the 2nd, 3rd and 4th try, and shows the offline toast only after the 4th', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    answers(offline);
    show();
    fireEvent.change(screen.getByLabelText('영문 이름'), { target: { value: 'Lee Min' } });
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await wait(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await wait(999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await wait(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Still saving: no failure is shown while tries remain.
    expect(toastTexts()).toEqual([]);
    expect(screen.getByTestId('busy').textContent).toBe(pm.tempSaving);
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(outcomes).toEqual([{ kind: 'offline' }]);
    expect(toastTexts()).toEqual([pm.offline]);
    // Nothing more is sent, and what was typed is still in the form and was put in the browser's draft.
    await wait(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect((screen.getByLabelText('영문 이름') as HTMLInputElement).value).toBe('Lee Min');
    expect(flush).toHaveBeenCalled();
    expect(new Set(tries().map((t) => t.key)).size).toBe(1);
  });

  it('jitters each wait by at most a quarter', () => {
    expect([1, 2, 3].map((n) => writeRetryDelay(n, () => 0))).toEqual([375, 750, 1_500]);
    expect([1, 2, 3].map((n) => writeRetryDelay(n, () => 0.999_999))).toEqual([625, 1_250, 2_500]);
  });

  it('tries a 5xx and a 429 again, then shows the server error after the last try', async () => {
    answers(() => jsonResponse({ message: '잠시 후 다시 시도해 주세요.' }, 429), () => jsonResponse({ message: '일시적인 오류입니다.' }, 503));
    show();
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await wait(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(outcomes).toEqual([{ kind: 'failed' }]);
    expect(toastTexts()).toEqual(['일시적인 오류입니다.']);
  });

  it('does not try a refusal again: a 422, a stale 409 and a 403 are answers', async () => {
    answers(() => jsonResponse({ message: '입력 형식이 올바르지 않습니다.', path: 'english_name', type: 'personal_info' }, 422));
    show();
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await wait(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ kind: 'invalid' }]);

    fetchMock.mockReset();
    answers(() => jsonResponse({ message: pm.stale, code: 'stale', current: { pageIndex: 0, version: 5, values: {}, saveType: 'temp', savedAt: '2026-11-22 10:00:00' } }, 409));
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await wait(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outcomes[1]).toEqual({ kind: 'stale' });

    fetchMock.mockReset();
    answers(() => jsonResponse({ message: pm.timeover, code: 'timeover' }, 403));
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await wait(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outcomes[2]).toEqual({ kind: 'timeover', message: pm.timeover });
  });

  it('gives each new save a new key', async () => {
    answers(() => saved(4));
    show();
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await wait(0);
    fireEvent.click(screen.getByRole('button', { name: pm.tempSave }));
    await wait(0);
    const keys = tries().map((t) => t.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    for (const k of keys) expect(k).toMatch(UUID);
  });
});
