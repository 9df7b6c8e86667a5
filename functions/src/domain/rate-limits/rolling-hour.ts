/**
 * Limits over the last 60 minutes, not the clock hour, from hourly counter items: the previous clock hour's count
 * weighs by the part of it still inside the window, so a burst just before the hour turns is not followed by a fresh
 * budget. The one place this rule lives: code sends and the abuse controls' address failures use it.
 */

const HOUR_MS = 3_600_000;

/** One hourly counter: what it holds for a clock hour, and a conditional count in an hour. */
export interface HourlyCounter {
  /** What was counted in that clock hour (0 when nothing). */
  counted(hourBucket: number): Promise<number>;
  /** Counts one in that clock hour while fewer than `limit` are counted there; false (nothing counted) otherwise. */
  count(hourBucket: number, limit: number): Promise<boolean>;
}

/** The clock hour of `now` and the share of the previous clock hour still inside the last 60 minutes (1 → 0). */
export function rollingHourAt(now: Date): { hourBucket: number; previousWeight: number } {
  const ms = now.getTime();
  return { hourBucket: Math.floor(ms / HOUR_MS), previousWeight: 1 - (ms % HOUR_MS) / HOUR_MS };
}

/** The count over the last 60 minutes from two clock hours' counts (the previous one's share rounded against the client). */
export function rollingCount(previousCount: number, currentCount: number, previousWeight: number): number {
  return Math.ceil(previousCount * previousWeight) + currentCount;
}

/** What the current clock hour may still count under `limit`, given the previous hour's count. */
export function limitLeftInHour(limit: number, previousCount: number, previousWeight: number): number {
  return Math.max(0, limit - rollingCount(previousCount, 0, previousWeight));
}

/** Counts one against `limit` over the last 60 minutes; false (nothing counted) when the limit is reached. */
export async function countInRollingHour(now: Date, counter: HourlyCounter, limit: number): Promise<boolean> {
  return (await countEachInRollingHour(now, [{ counter, limit }])) === undefined;
}

/**
 * Counts one on each counter in order, each against its limit over the last 60 minutes, stopping at the first that
 * is full: returns its index, or undefined when all counted. The previous hours are read at once (one round trip).
 */
export async function countEachInRollingHour(now: Date, checks: readonly { counter: HourlyCounter; limit: number }[]): Promise<number | undefined> {
  const { hourBucket, previousWeight } = rollingHourAt(now);
  const earlier = await Promise.all(checks.map((c) => c.counter.counted(hourBucket - 1)));
  for (const [i, c] of checks.entries()) {
    const left = limitLeftInHour(c.limit, earlier[i]!, previousWeight);
    if (left <= 0 || !(await c.counter.count(hourBucket, left))) return i;
  }
  return undefined;
}
