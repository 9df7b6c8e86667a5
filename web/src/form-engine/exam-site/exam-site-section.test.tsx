import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAM_PLACE_CLOSED_TEXT, messages, type ExamPlace, type ExamPlaces } from '@portal/shared';
import type { Detail } from '@portal/shared/form-model/definition';
import { ToastProvider } from '../../components/toast.tsx';
import { FormEngineProvider } from '../form-engine-context.tsx';
import type { FormEngineContext } from '../types.ts';
import { ExamSiteSection } from './exam-site-section.tsx';

const m = messages.examSite;
const L = m.labels;
const DETAIL: Detail = { id: 7001, title: '시험장 선택', code: { value: 'exam_site' }, required: 'Y', hidden: 'N', status: 'Y', items: [] };

const place = (id: number, name: string, over: Partial<ExamPlace> = {}): ExamPlace => ({
  id,
  place_name: name,
  address: `주소 ${id}`,
  count: 0,
  total_count: 10,
  waiting: 0,
  is_closed: m.open,
  ...over,
});

/**
 * A fake server of one detail: GET examPlaces/{detailId} answers the places and the choice; applicant/update applies
 * (W once the seats are gone), cancels, or refuses as the real one does. `hold` keeps every answer back until `release`.
 */
/** Lets effects' pending promises run: a fetch the section starts is made within these turns. */
const settled = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });

function serve(initial: { places: ExamPlace[]; answer?: number | null; answerStatus?: 'Y' | 'W' | null }) {
  const state = { places: initial.places.map((p) => ({ ...p })), answer: initial.answer ?? null, answerStatus: initial.answerStatus ?? null };
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let refuse: { status: number; message: string } | undefined;
  let gate: Promise<void> | undefined;
  let release: () => void = () => {};
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test.local');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === `/api/app/examPlaces/${DETAIL.id}`) {
      if (gate) await gate;
      const answer: ExamPlaces = { placeList: state.places.map((p) => ({ ...p })), answer: state.answer, answerStatus: state.answerStatus };
      return json(answer);
    }
    if (url.pathname === '/api/app/applicant/update/1') {
      if (gate) await gate;
      if (refuse) return json({ message: refuse.message, code: 'closed' }, refuse.status);
      const p = state.places.find((x) => x.id === body.placeId);
      if (body.placeId === null) {
        const held = state.places.find((x) => x.id === state.answer)!;
        if (state.answerStatus === 'Y') held.count -= 1;
        else held.waiting -= 1;
        state.answer = null;
        state.answerStatus = null;
        return json({ id: 1, status: 'C', result: 'C', message: m.results.C, placeId: null });
      }
      const result = p!.count < p!.total_count ? 'Y' : 'W';
      if (result === 'Y') p!.count += 1;
      else p!.waiting += 1;
      state.answer = p!.id;
      state.answerStatus = result;
      return json({ id: 1, status: result, result, message: m.results[result], placeId: p!.id });
    }
    return json({ message: '없음' }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return {
    calls,
    state,
    refuseNext: (status: number, message: string) => (refuse = { status, message }),
    hold: () => (gate = new Promise<void>((r) => (release = r))),
    release: () => {
      gate = undefined;
      release();
    },
  };
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
/** The confirm asked before a cancel (no notice host is mounted here, so askConfirm asks window.confirm): answers `ok`. */
const answerConfirm = (ok: boolean) => vi.spyOn(window, 'confirm').mockReturnValue(ok);

function renderSection(engine: Partial<FormEngineContext> = {}, element: ReactElement = <ExamSiteSection detail={DETAIL} />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <FormEngineProvider value={{ applicantId: 1, taskId: 12421, pageIndex: 0, isTest: false, isAdmin: false, readOnly: false, ...engine }}>{element}</FormEngineProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** Each row as [name, button label, enabled, highlighted]. */
const view = () =>
  rows().map((r) => {
    const b = within(r).getByRole('button');
    return [within(r).getByRole('rowheader').firstChild?.textContent, b.textContent, !(b as HTMLButtonElement).disabled, r.classList.contains('is-chosen')];
  });
const loaded = async () => {
  await screen.findAllByRole('button', { name: /시험장 (지원하기|지원 취소|마감|대기 취소)$/ });
  await waitFor(() => expect(screen.queryByText(m.loading)).toBeNull());
};
const toastTexts = () => Array.from(document.querySelectorAll('.toast-region .toast__message')).map((n) => n.textContent);
const footer = () => screen.getByText(/^현재 지원한 시험장: /).textContent;

const three = () => [place(1, '서울 시험장', { count: 3 }), place(2, '부산 시험장', { total_count: 1 }), place(3, '대구 시험장', { is_closed: EXAM_PLACE_CLOSED_TEXT })];

describe('ExamSiteSection', () => {
  it('without an answer: closed places are closed and disabled, the others pending and enabled; the table reads as the spec lists it', async () => {
    serve({ places: three() });
    renderSection();
    expect(screen.getByText(m.instruction)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(m.loading);
    await loaded();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', '시험장명', '주소', '지원자 / 모집인원', '마감 여부', '지원']);
    expect(within(rows()[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '주소 1', '3 / 10', '접수중', L.pending]);
    expect(view()).toEqual([
      ['서울 시험장', L.pending, true, false],
      ['부산 시험장', L.pending, true, false],
      ['대구 시험장', L.closed, false, false],
    ]);
    expect(footer()).toBe('현재 지원한 시험장: -');
  });

  it('4 Exam-site rows, with an answer: the chosen place is applying, enabled and highlighted; every other row is pending and disabled, a closed one too', async () => {
    serve({ places: three(), answer: 2, answerStatus: 'Y' });
    renderSection();
    await loaded();
    expect(view()).toEqual([
      ['서울 시험장', L.pending, false, false],
      ['부산 시험장', L.applying, true, true],
      ['대구 시험장', L.pending, false, false],
    ]);
    expect(footer()).toBe('현재 지원한 시험장: 부산 시험장');
  });

  it('a waitlisted (W) answer shows its row as waiting, and pressing it cancels', async () => {
    const s = serve({ places: [place(1, '서울 시험장'), place(2, '부산 시험장', { count: 1, total_count: 1, waiting: 1, is_closed: m.full })], answer: 2, answerStatus: 'W' });
    renderSection();
    await loaded();
    expect(view()).toEqual([
      ['서울 시험장', L.pending, false, false],
      ['부산 시험장', L.waiting, true, true],
    ]);
    // The waitlist is told apart from a seat: its own mark, and the waitlisted count beside the seats.
    expect(within(rows()[1]!).getByRole('rowheader').textContent).toBe(`부산 시험장${m.waitingMark}`);
    expect(within(rows()[1]!).getAllByRole('cell')[2]!.textContent).toBe(`1 / 1${m.waitingCount(1)}`);
    const asked = answerConfirm(true);
    fireEvent.click(screen.getByRole('button', { name: `부산 시험장 ${L.waiting}` }));
    await waitFor(() => expect(toastTexts()).toContain(m.results.C));
    expect(asked).toHaveBeenCalledExactlyOnceWith(m.confirmCancelWaiting('부산 시험장'));
    await loaded();
    expect(s.calls.find((c) => c.method === 'POST')!.body).toEqual({ saveType: 'place', detailId: DETAIL.id, placeId: null });
    expect(view().map((r) => r[2])).toEqual([true, true]);
  });

  it('apply: the row is applying at once with every other row disabled, saves with saveType place, re-fetches and toasts Y', async () => {
    const s = serve({ places: three() });
    renderSection();
    await loaded();
    s.hold();
    fireEvent.click(screen.getByRole('button', { name: `서울 시험장 ${L.pending}` }));
    // Optimistic: the clicked row is applying, the others are disabled, and the overlay is up while the save runs.
    await waitFor(() => expect(view().map((r) => r[1])).toEqual([L.applying, L.pending, L.pending]));
    expect(view().map((r) => r[2])).toEqual([false, false, false]);
    expect(screen.getByRole('status').textContent).toBe(m.loading);
    s.release();
    await waitFor(() => expect(toastTexts()).toContain(m.results.Y));
    await loaded();
    expect(view()).toEqual([
      ['서울 시험장', L.applying, true, true],
      ['부산 시험장', L.pending, false, false],
      ['대구 시험장', L.pending, false, false],
    ]);
    expect(within(rows()[0]!).getAllByRole('cell')[2]!.textContent).toBe('4 / 10');
    expect(footer()).toBe('현재 지원한 시험장: 서울 시험장');
    const posts = s.calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', path: '/api/app/applicant/update/1', body: { saveType: 'place', detailId: DETAIL.id, placeId: 1 } }]);
    // Loaded once, then re-fetched after the save.
    expect(s.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('cancel: the applying row returns to pending and every open row is enabled again (C toast)', async () => {
    serve({ places: three(), answer: 1, answerStatus: 'Y' });
    renderSection();
    await loaded();
    answerConfirm(true);
    fireEvent.click(screen.getByRole('button', { name: `서울 시험장 ${L.applying}` }));
    await waitFor(() => expect(toastTexts()).toContain(m.results.C));
    await loaded();
    expect(view()).toEqual([
      ['서울 시험장', L.pending, true, false],
      ['부산 시험장', L.pending, true, false],
      ['대구 시험장', L.closed, false, false],
    ]);
    expect(footer()).toBe('현재 지원한 시험장: -');
  });

  it('issue 41 item 18: giving up a seat or a waitlist place is asked first; answering no keeps it and saves nothing', async () => {
    expect(L.waiting).toBe('대기 취소');
    const s = serve({ places: three(), answer: 1, answerStatus: 'Y' });
    renderSection();
    await loaded();
    const asked = answerConfirm(false);
    fireEvent.click(screen.getByRole('button', { name: `서울 시험장 ${L.applying}` }));
    await settled();
    expect(asked).toHaveBeenCalledExactlyOnceWith(m.confirmCancel('서울 시험장'));
    expect(s.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(view()[0]).toEqual(['서울 시험장', L.applying, true, true]);
    // Applying asks nothing: only giving a place up does.
    asked.mockClear();
    s.state.answer = null;
    s.state.answerStatus = null;
    fireEvent.click(screen.getByRole('button', { name: m.refresh }));
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: `부산 시험장 ${L.pending}` }));
    await waitFor(() => expect(toastTexts()).toContain(m.results.Y));
    expect(asked).not.toHaveBeenCalled();
  });

  it('applying to a full place is waitlisted: W toast and the row waiting', async () => {
    serve({ places: [place(1, '서울 시험장'), place(2, '부산 시험장', { count: 1, total_count: 1, is_closed: m.full })] });
    renderSection();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: `부산 시험장 ${L.pending}` }));
    await waitFor(() => expect(toastTexts()).toContain(m.results.W));
    await loaded();
    expect(view()).toEqual([
      ['서울 시험장', L.pending, false, false],
      ['부산 시험장', L.waiting, true, true],
    ]);
  });

  it("a refusal shows the server's message (alert and toast) and the rows come back as the server has them", async () => {
    const s = serve({ places: three() });
    renderSection();
    await loaded();
    s.refuseNext(409, m.placeClosed);
    fireEvent.click(screen.getByRole('button', { name: `부산 시험장 ${L.pending}` }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(m.placeClosed));
    expect(toastTexts()).toContain(m.placeClosed);
    await loaded();
    expect(view().map((r) => [r[1], r[2]])).toEqual([
      [L.pending, true],
      [L.pending, true],
      [L.closed, false],
    ]);
  });

  it('a double click saves once', async () => {
    const s = serve({ places: three() });
    renderSection();
    await loaded();
    s.hold();
    const b = screen.getByRole('button', { name: `서울 시험장 ${L.pending}` });
    fireEvent.click(b);
    fireEvent.click(b);
    s.release();
    await waitFor(() => expect(toastTexts()).toContain(m.results.Y));
    await loaded();
    expect(s.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('a failed load says so in the table and offers the refresh', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: m.placeNotFound }), { status: 404, headers: { 'content-type': 'application/json' } })));
    renderSection();
    expect(await screen.findByText(m.loadError)).toBeTruthy();
    expect((screen.getByRole('button', { name: m.refresh }) as HTMLButtonElement).disabled).toBe(false);
    expect(footer()).toBe('현재 지원한 시험장: -');
  });

  it("'Refresh data' re-fetches with the overlay and shows the new counts", async () => {
    const s = serve({ places: three() });
    renderSection();
    await loaded();
    s.state.places[0]!.count = 9;
    s.hold();
    fireEvent.click(screen.getByRole('button', { name: m.refresh }));
    expect((await screen.findByRole('status')).textContent).toBe(m.loading);
    s.release();
    await waitFor(() => expect(within(rows()[0]!).getAllByRole('cell')[2]!.textContent).toBe('9 / 10'));
    expect(s.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('is keyboard operable: the buttons are real buttons that Enter activates', async () => {
    serve({ places: three() });
    renderSection();
    await loaded();
    const b = screen.getByRole('button', { name: `서울 시험장 ${L.pending}` });
    b.focus();
    expect(document.activeElement).toBe(b);
    expect(b.tagName).toBe('BUTTON');
    expect(b.getAttribute('type')).toBe('button');
    expect(screen.getByText(/^현재 지원한 시험장: /).getAttribute('aria-live')).toBe('polite');
  });

  it('read-only (submitted) pages show the rows with every button disabled', async () => {
    const s = serve({ places: three(), answer: 1, answerStatus: 'Y' });
    renderSection({ readOnly: true });
    await loaded();
    expect(view().map((r) => r[2])).toEqual([false, false, false]);
    expect(view()[0]![3]).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: `서울 시험장 ${L.applying}` }));
    expect(s.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('staff test mode loads nothing, saves nothing and says choices are off', async () => {
    const s = serve({ places: three() });
    renderSection({ isTest: true, applicantId: 0 });
    expect(screen.getByText(m.testMode)).toBeTruthy();
    expect((screen.getByRole('button', { name: m.refresh }) as HTMLButtonElement).disabled).toBe(true);
    await settled();
    expect(s.calls).toHaveLength(0);
    // The same wait sees the list read of a section that is not in test mode, so the empty list above means something.
    cleanup();
    renderSection();
    await settled();
    expect(s.calls.map((c) => c.method)).toContain('GET');
  });
});
