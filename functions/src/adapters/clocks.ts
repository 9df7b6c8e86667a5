import type { Clock } from '../domain/ports.ts';

/** The real time: every deployed stage. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * Starts at `start` and then advances in real time, so countdowns, expiries and cooldowns behave as with the real
 * clock (the local runtime at a chosen moment, e.g. a minute before midnight in Korea).
 */
export function clockFrom(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}
