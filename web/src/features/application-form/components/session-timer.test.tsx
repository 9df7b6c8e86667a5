import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimeCheck } from '@portal/shared';
import { SessionTimer } from './session-timer.tsx';

const answer = (status: TimeCheck['status'], diff: number) => ({
  check: { isEnd: false, isDeadline: status === 'deadline', startTime: '2026-11-01 09:00:00', endTime: '2026-11-25 18:00:00', status, diff },
  at: Date.now(),
});
const show = (status: TimeCheck['status'], diff: number) => render(<SessionTimer answer={answer(status, diff)} ended={false} onExtend={vi.fn()} onZero={vi.fn()} />);

describe('the deadline tooltip (spec 4 Session and deadline timer, 2.18)', () => {
  it('4: within 10 minutes of the deadline a warning icon carries the tooltip: deadline within 10 minutes, temp-saved at the deadline', () => {
    show('deadline', 540);
    const trigger = screen.getByRole('button', { name: '제출 마감 안내' });
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('제출 마감이 10분 이내로 남았습니다. 작성 중인 지원서는 마감 시각에 임시저장됩니다.');
    // Reachable by keyboard and read as the button's description.
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    expect(trigger.querySelector('svg.icon--warning')).toBeTruthy();
  });

  it('4: no tooltip earlier than 10 minutes before the deadline', () => {
    show('deadline', 1200);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('4: the session mode near its end shows Extend, not the deadline tooltip', () => {
    show('session', 300);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: '연장' })).toBeTruthy();
  });
});
