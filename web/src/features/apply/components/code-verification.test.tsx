import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatKst, messages } from '@portal/shared';
import { jsonResponse } from '../../../test-utils.tsx';
import { useCodeVerification } from '../../../hooks/use-code-verification.ts';
import { fetchCall, renderAt } from '../test-helpers.tsx';
import { entryReducer, formatMmSs, initialEntry, RESEND_AT_SECONDS } from '../../../lib/verification-state.ts';
import { CodeVerification } from './code-verification.tsx';

const m = messages.apply.verify;
const T0 = Date.UTC(2025, 5, 1, 1, 0, 0); // 2025-06-01 10:00:00 KST
const expireIn = (seconds: number, from = Date.now()) => formatKst(new Date(from + seconds * 1000));

describe('verification entry state machine', () => {
  it('formats MM:SS', () => {
    expect(formatMmSs(300)).toBe('05:00');
    expect(formatMmSs(271)).toBe('04:31');
    expect(formatMmSs(9)).toBe('00:09');
    expect(formatMmSs(0)).toBe('00:00');
  });

  it('sent → retry at 270 s → reset at 0; editing resets; confirm sets result', () => {
    let s = entryReducer(initialEntry, { type: 'sent', recv_info: 'a@b.kr', expire_at: expireIn(300, T0) });
    expect(s).toMatchObject({ request: true, result: false, count: 1, recv_info: 'a@b.kr', isRetry: false, remain: T0 + 300_000 });
    s = entryReducer(s, { type: 'tick', now: T0 + 29_000 });
    expect(s.isRetry).toBe(false);
    s = entryReducer(s, { type: 'tick', now: T0 + (300 - RESEND_AT_SECONDS) * 1000 });
    expect(s.isRetry).toBe(true);
    const typed = entryReducer(s, { type: 'input', value: '123456' });
    expect(entryReducer(typed, { type: 'confirmed' })).toMatchObject({ request: false, result: true });
    const expired = entryReducer(typed, { type: 'tick', now: T0 + 300_000 });
    expect(expired).toEqual({ ...initialEntry, count: 1 });
    expect(entryReducer(typed, { type: 'reset' })).toEqual({ ...initialEntry, count: 1 });
  });
});

describe('useCodeVerification countdown (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down once a second, shows Resend at 270 s and resets at 0', () => {
    const { result } = renderHook(() => useCodeVerification());
    expect(result.current.left).toBeNull();
    act(() => result.current.dispatch({ type: 'sent', recv_info: '01012345678', expire_at: expireIn(300) }));
    expect(result.current.left).toBe(300);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current.left).toBe(271);
    expect(result.current.entry.isRetry).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.left).toBe(270);
    expect(result.current.entry.isRetry).toBe(true);
    act(() => vi.advanceTimersByTime(269_000));
    expect(result.current.left).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.entry).toEqual({ ...initialEntry, count: 1 });
    expect(result.current.left).toBeNull();
  });

  it('a resend restarts the countdown from the new expiry', () => {
    const { result } = renderHook(() => useCodeVerification());
    act(() => result.current.dispatch({ type: 'sent', recv_info: 'x', expire_at: expireIn(300) }));
    act(() => vi.advanceTimersByTime(40_000));
    expect(result.current.entry.isRetry).toBe(true);
    act(() => result.current.dispatch({ type: 'sent', recv_info: 'x', expire_at: expireIn(300) }));
    expect(result.current.left).toBe(300);
    expect(result.current.entry).toMatchObject({ isRetry: false, count: 2 });
  });
});

function Harness({ kind, value }: { kind: 'email' | 'sms'; value: string }) {
  const verification = useCodeVerification();
  return <CodeVerification kind={kind} verification={verification} recvValue={value} projectId={901} taskId={11} validateRecv={() => true} />;
}

describe('CodeVerification', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const toasts = () => Array.from(document.querySelectorAll('.toast-region .toast__message')).map((n) => n.textContent);
  const show = (kind: 'email' | 'sms', value: string) => renderAt(<Harness kind={kind} value={value} />, { path: '/', at: '/' });

  it('keeps keyboard users in place: the code box after sending, Enter in it confirms, the result after confirming (issue 15 item 19)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 'v1', expire_at: expireIn(300) }));
    show('email', 'a@b.kr');
    fireEvent.click(screen.getByRole('button', { name: `${m.emailTitle} ${m.sendCode}` }));
    const code = await screen.findByLabelText(`${m.emailTitle} ${m.codeLabel}`);
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.change(code, { target: { value: '123456' } });
    fetchMock.mockResolvedValueOnce(jsonResponse('Y'));
    fireEvent.keyDown(code, { key: 'Enter' });
    const done = await screen.findByTestId('email-verified');
    expect(fetchCall(fetchMock, 1)).toMatchObject({ url: '/api/app/verify/confirm/email', body: { request_info: '123456' } });
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('asks for the address when it is empty', async () => {
    show('email', '');
    fireEvent.click(screen.getByRole('button', { name: `${m.emailTitle} ${m.sendCode}` }));
    await waitFor(() => expect(toasts()).toContain(m.emailEmpty));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the number when it is empty', async () => {
    show('sms', ' ');
    fireEvent.click(screen.getByRole('button', { name: `${m.smsTitle} ${m.sendCode}` }));
    await waitFor(() => expect(toasts()).toContain(m.smsEmpty));
  });

  it('sends, counts down, offers Resend at 270 s and resets at 0 (fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
    fetchMock.mockResolvedValue(jsonResponse({ id: 'v1', expire_at: expireIn(300) }));
    show('sms', '01012345678');
    fireEvent.click(screen.getByRole('button', { name: `${m.smsTitle} ${m.sendCode}` }));
    await waitFor(() => expect(screen.getByTestId('sms-timer').textContent).toBe('05:00'));
    expect(toasts()).toContain(m.smsSent);
    expect(fetchCall(fetchMock, 0)).toEqual({
      url: '/api/app/verify/request/sms',
      method: 'POST',
      body: { project_id: 901, task_id: 11, type: 'applicant_certification', recv_info: '01012345678' },
    });
    expect(screen.queryByRole('button', { name: `${m.smsTitle} ${m.resend}` })).toBeNull();

    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByTestId('sms-timer').textContent).toBe('04:31');
    expect(screen.queryByRole('button', { name: `${m.smsTitle} ${m.resend}` })).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('sms-timer').textContent).toBe('04:30');
    expect(screen.getByRole('button', { name: `${m.smsTitle} ${m.resend}` })).toBeTruthy();

    act(() => vi.advanceTimersByTime(270_000));
    expect(screen.queryByTestId('sms-timer')).toBeNull();
    expect(screen.queryByLabelText(`${m.smsTitle} ${m.codeLabel}`)).toBeNull();
    expect(screen.getByRole('button', { name: `${m.smsTitle} ${m.sendCode}` })).toBeTruthy();
  });

  it("shows 'Loading...' until the expiry is known", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'v1', expire_at: 'soon' }));
    show('email', 'a@b.kr');
    fireEvent.click(screen.getByRole('button', { name: `${m.emailTitle} ${m.sendCode}` }));
    await waitFor(() => expect(screen.getByTestId('email-timer').textContent).toBe(m.loading));
  });

  it('shows the server message when sending is refused', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: '잠시 후 다시 요청하여 주세요.' }, 429));
    show('email', 'a@b.kr');
    fireEvent.click(screen.getByRole('button', { name: `${m.emailTitle} ${m.sendCode}` }));
    await waitFor(() => expect(toasts()).toContain('잠시 후 다시 요청하여 주세요.'));
    expect(screen.queryByTestId('email-timer')).toBeNull();
  });

  it('confirm: a failure shows the fallback text for 5 s, then Y verifies', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 'v1', expire_at: expireIn(300) }));
    show('email', 'a@b.kr');
    fireEvent.click(screen.getByRole('button', { name: `${m.emailTitle} ${m.sendCode}` }));
    const code = await screen.findByLabelText(`${m.emailTitle} ${m.codeLabel}`);
    fireEvent.change(code, { target: { value: '12a3456' } });
    expect((code as HTMLInputElement).value).toBe('123456');

    // A failure the server could not word (here a 503) shows the fallback text.
    fetchMock.mockResolvedValueOnce(new Response('<html>unavailable</html>', { status: 503 }));
    fireEvent.click(screen.getByRole('button', { name: `${m.emailTitle} ${m.confirm}` }));
    await waitFor(() => expect(toasts()).toContain(m.failed));
    expect(fetchCall(fetchMock, 1)).toEqual({
      url: '/api/app/verify/confirm/email',
      method: 'POST',
      body: { request_info: '123456', recv_info: 'a@b.kr', type: 'applicant_certification' },
    });

    fetchMock.mockResolvedValueOnce(jsonResponse({ message: '인증번호가 일치하지 않습니다.' }, 400));
    fireEvent.click(screen.getByRole('button', { name: `${m.emailTitle} ${m.confirm}` }));
    await waitFor(() => expect(toasts()).toContain('인증번호가 일치하지 않습니다.'));

    fetchMock.mockResolvedValueOnce(jsonResponse('Y'));
    fireEvent.click(screen.getByRole('button', { name: `${m.emailTitle} ${m.confirm}` }));
    expect(await screen.findByTestId('email-verified')).toBeTruthy();
    expect(toasts()).toContain(m.verified);
  });
});
