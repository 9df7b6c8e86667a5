import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MAX_BYTES } from '@portal/shared';
import { session } from '../../../lib/session.ts';
import { draftStore } from '../utils/draft-store.ts';
import { usePageDraft } from './use-page-draft.ts';

/** A form page reduced to what the draft hooks see: react-hook-form values and one text input. */
function Harness({ applicantId, onClear }: { applicantId: number | undefined; onClear?: (clear: () => void) => void }) {
  const form = useForm<Record<string, unknown>>({ defaultValues: { motivation: '' } });
  const draft = usePageDraft(form, applicantId, 4, () => 7);
  onClear?.(draft.clear);
  return <textarea aria-label="지원동기" {...form.register('motivation')} />;
}

describe('server autosave of the unconfirmed draft (POST applicant/draft/{id})', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ savedAt: '2026-09-01 10:00:00' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    session.setApplicantToken('applicant-token');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const type = (text: string) => fireEvent.input(screen.getByLabelText('지원동기'), { target: { value: text } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const sent = () =>
    fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), keepalive: init?.keepalive === true, body: JSON.parse(String(init?.body)) as { pageIndex: number; version: number; values: Record<string, unknown> } }));

  it('sends about 5 s after the last change, with the page, its version and the values', async () => {
    render(<Harness applicantId={42} />);
    type('데모');
    await wait(3000);
    type('데모 공사');
    await wait(4900);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(200);
    expect(sent()).toEqual([{ url: '/api/app/applicant/draft/42', keepalive: false, body: { pageIndex: 4, version: 7, values: { motivation: '데모 공사' } } }]);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).applicantToken).toBe('applicant-token');
  });

  it('sends at most every 15 s, and continuous typing still sends every 15 s', async () => {
    render(<Harness applicantId={42} />);
    for (let s = 0; s < 29; s++) {
      type(`입력 ${s}`);
      await wait(1000);
    }
    // A change every second from 0 s: the first send waits at most 15 s...
    expect(sent().map((c) => c.body.values.motivation)).toEqual(['입력 14']);
    type('입력 29');
    await wait(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // ...and the next comes 15 s after it, not sooner.
    await wait(1);
    expect(sent().map((c) => c.body.values.motivation)).toEqual(['입력 14', '입력 29']);
    // Idle afterwards: nothing new to send.
    await wait(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends nothing once the server confirmed a save', async () => {
    let clear: () => void = () => {};
    render(<Harness applicantId={42} onClear={(c) => (clear = c)} />);
    type('저장될 내용');
    await wait(1000);
    act(() => clear());
    await wait(20_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends at once with keepalive when the page is hidden or closed', async () => {
    render(<Harness applicantId={42} />);
    type('탭을 닫기 직전');
    await wait(500);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sent()).toEqual([{ url: '/api/app/applicant/draft/42', keepalive: true, body: { pageIndex: 4, version: 7, values: { motivation: '탭을 닫기 직전' } } }]);
    // Already sent: the debounce has nothing left.
    await wait(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    type('다시 숨김');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    delete (document as { visibilityState?: unknown }).visibilityState;
    expect(sent()[1]).toMatchObject({ keepalive: true, body: { values: { motivation: '다시 숨김' } } });
  });

  it('skips a draft larger than DRAFT_MAX_BYTES (the browser draft keeps it)', async () => {
    render(<Harness applicantId={42} />);
    type('가'.repeat(Math.ceil(DRAFT_MAX_BYTES / 3) + 10));
    await wait(20_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(draftStore.read(42, 4)?.values.motivation).toHaveLength(Math.ceil(DRAFT_MAX_BYTES / 3) + 10);
  });

  it('ignores a failed send silently, keeps the browser draft, and tries again after the next change', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('{"message":"login"}', { status: 401 }));
    render(<Harness applicantId={42} />);
    type('연결 끊김');
    await wait(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(draftStore.read(42, 4)?.values.motivation).toBe('연결 끊김');
    type('연결 끊김 2');
    await wait(15_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // A refused draft does not end the applicant's session (that is the session timer's and the real save's job).
    expect(session.applicantToken()).toBe('applicant-token');
    expect(screen.getByLabelText('지원동기')).toBeTruthy();
  });

  it('sends nothing in staff test mode (no applicant)', async () => {
    render(<Harness applicantId={undefined} />);
    type('테스트');
    await wait(30_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
