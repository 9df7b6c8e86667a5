import { describe, expect, it } from 'vitest';
import { countEachInRollingHour, countInRollingHour, limitLeftInHour, rollingCount, rollingHourAt, type HourlyCounter } from './rolling-hour.ts';

/** An in-memory hourly counter with the port's contract (a count only below the limit). */
function memoryCounter(): HourlyCounter & { hours: Map<number, number> } {
  const hours = new Map<number, number>();
  return {
    hours,
    counted: async (h) => hours.get(h) ?? 0,
    count: async (h, limit) => {
      const n = hours.get(h) ?? 0;
      if (n >= limit) return false;
      hours.set(h, n + 1);
      return true;
    },
  };
}

const H = 3_600_000;
const at = (hour: number, minutes: number, seconds = 0) => new Date(hour * H + minutes * 60_000 + seconds * 1000);

describe('rolling hour', () => {
  it('weighs the previous clock hour by the part of it still inside the last 60 minutes', () => {
    expect(rollingHourAt(at(100, 0))).toEqual({ hourBucket: 100, previousWeight: 1 });
    expect(rollingHourAt(at(100, 30))).toEqual({ hourBucket: 100, previousWeight: 0.5 });
    expect(limitLeftInHour(7, 7, 1 - 10 / 3600)).toBe(0);
    expect(limitLeftInHour(7, 7, 0.5)).toBe(3);
    expect(limitLeftInHour(7, 0, 1)).toBe(7);
    expect(rollingCount(10, 2, 0.25)).toBe(5);
    expect(rollingCount(10, 2, 0.21)).toBe(5);
  });

  it('gives no fresh budget when the clock hour turns right after a burst', async () => {
    const c = memoryCounter();
    const burst = await Promise.all(Array.from({ length: 10 }, () => countInRollingHour(at(99, 59, 50), c, 7)));
    expect(burst.filter(Boolean)).toHaveLength(7);
    // Twenty seconds later, in the next clock hour: the burst is still inside the window.
    expect(await countInRollingHour(at(100, 0, 10), c, 7)).toBe(false);
    // Half an hour on, half the previous hour's count has left the window (ceil(3.5) = 4 still inside).
    const half = [];
    for (let i = 0; i < 5; i++) half.push(await countInRollingHour(at(100, 30), c, 7));
    expect(half).toEqual([true, true, true, false, false]);
  });

  it('counts each counter in order and stops at the first full one', async () => {
    const [a, b, t] = [memoryCounter(), memoryCounter(), memoryCounter()];
    b.hours.set(99, 4);
    const checks = [{ counter: a, limit: 10 }, { counter: b, limit: 4 }, { counter: t, limit: 10 }];
    expect(await countEachInRollingHour(at(100, 0, 1), checks)).toBe(1);
    // The first counter counted (it is counted before the next is looked at), the last was not touched.
    expect([a.hours.get(100), b.hours.get(100), t.hours.get(100)]).toEqual([1, undefined, undefined]);
    expect(await countEachInRollingHour(at(100, 59, 59), checks)).toBeUndefined();
    expect([a.hours.get(100), b.hours.get(100), t.hours.get(100)]).toEqual([2, 1, 1]);
  });
});
