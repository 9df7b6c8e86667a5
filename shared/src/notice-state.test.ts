import { describe, expect, it } from 'vitest';
import { parseKst } from './dates.ts';
import { noticeState } from './notice-state.ts';

const period = { startDate: '2026-11-01 09:00:00', endDate: '2026-11-30 18:00:00' };
const at = (s: string) => parseKst(s)!;

describe("a notice's state from its one period", () => {
  it('is not open before the start and open from the start itself', () => {
    expect(noticeState(period, at('2026-11-01 08:59:59'))).toEqual({ phase: 'notOpen', isActive: false, isEnd: false, remainDays: 0 });
    expect(noticeState(period, at('2026-11-01 09:00:00'))).toMatchObject({ phase: 'open', remainDays: 29 });
  });

  it('counts KST calendar days to the end, D-DAY on the last day', () => {
    expect(noticeState(period, at('2026-11-22 12:00:00')).remainDays).toBe(8);
    expect(noticeState(period, at('2026-11-30 17:59:59'))).toMatchObject({ isActive: true, remainDays: 0 });
  });

  it('is closed at the end instant, as the acceptance window is', () => {
    expect(noticeState(period, at('2026-11-30 18:00:00'))).toEqual({ phase: 'closed', isActive: false, isEnd: true, remainDays: 0 });
  });

  it('leaves a side without a date open', () => {
    expect(noticeState({ startDate: '', endDate: '' }, at('2026-11-30 18:00:00'))).toMatchObject({ phase: 'open', remainDays: 0 });
  });
});
