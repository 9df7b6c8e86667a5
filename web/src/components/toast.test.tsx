import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteToastReset } from '../app/layout/route-toast-reset.tsx';
import { ToastProvider, useDismissToast, useToast, type ToastInput } from './toast.tsx';

const texts = () => Array.from(document.querySelectorAll('.toast-region .toast')).map((n) => `${n.className.replace('toast toast--', '')}:${n.querySelector('.toast__message')?.textContent}`);

function Buttons({ toasts }: { toasts: ToastInput[] }) {
  const toast = useToast();
  const dismiss = useDismissToast();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => dismiss('task')}>
        task fixed
      </button>
      <button type="button" onClick={() => dismiss('task', '지원분야를 선택하여 주세요')}>
        task still missing
      </button>
      {toasts.map((t, i) => (
        <button key={i} type="button" onClick={() => toast(t)}>
          {`show ${i}`}
        </button>
      ))}
      <button type="button" onClick={() => navigate('/next')}>
        move
      </button>
    </>
  );
}

const show = (toasts: ToastInput[]) => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <RouteToastReset />
          </>
        ),
        children: [
          { path: '/', element: <Buttons toasts={toasts} /> },
          { path: '/next', element: <p>다음 화면</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
};
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('toasts (issue 15 item 18)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the same message once, and its time starts over when it is shown again', () => {
    show([{ message: '저장되었습니다.', variant: 'success', durationMs: 1000 }]);
    click('show 0');
    act(() => void vi.advanceTimersByTime(800));
    click('show 0');
    click('show 0');
    expect(texts()).toEqual(['success:저장되었습니다.']);
    act(() => void vi.advanceTimersByTime(800));
    expect(texts()).toEqual(['success:저장되었습니다.']);
    act(() => void vi.advanceTimersByTime(300));
    expect(texts()).toEqual([]);
  });

  it('replaces a failure with the success that follows it, and the other way round', () => {
    show([
      { message: '저장하지 못했습니다.', variant: 'error' },
      { message: '저장되었습니다.', variant: 'success' },
      { message: '안내', variant: 'info' },
    ]);
    click('show 0');
    click('show 2');
    click('show 1');
    expect(texts()).toEqual(['info:안내', 'success:저장되었습니다.']);
    click('show 0');
    expect(texts()).toEqual(['info:안내', 'error:저장하지 못했습니다.']);
  });

  it('clears the toasts when the applicant moves to another screen', () => {
    show([{ message: '저장되었습니다.', variant: 'success' }]);
    click('show 0');
    expect(texts()).toHaveLength(1);
    click('move');
    expect(screen.getByText('다음 화면')).toBeTruthy();
    expect(texts()).toEqual([]);
  });

  it('issue 41 item 24: a new error replaces the error before it, whatever it said; info and success toasts are left alone', () => {
    show([
      { message: '인증을 실패 하였습니다. 다시 입력하여 주세요', variant: 'error' },
      { message: '5회 모두 사용하셨습니다', variant: 'error' },
      { message: '안내', variant: 'info' },
    ]);
    click('show 2');
    click('show 0');
    click('show 1');
    expect(texts()).toEqual(['info:안내', 'error:5회 모두 사용하셨습니다']);
    click('show 0');
    expect(texts()).toEqual(['info:안내', 'error:인증을 실패 하였습니다. 다시 입력하여 주세요']);
  });

  it('issue 41 item 24: a toast about a field goes once that field is fixed, and stays while it still says what is wrong', () => {
    show([
      { message: '지원분야를 선택하여 주세요', variant: 'error', about: 'task' },
      { message: '저장되었습니다.', variant: 'success' },
    ]);
    click('show 0');
    click('task still missing');
    expect(texts()).toEqual(['error:지원분야를 선택하여 주세요']);
    click('task fixed');
    expect(texts()).toEqual([]);
    click('show 1');
    click('task fixed');
    expect(texts()).toEqual(['success:저장되었습니다.']);
  });
});
