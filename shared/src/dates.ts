import { constants } from './constants.ts';

/**
 * Korean wall-clock helpers. The spec exchanges times as 'YYYY-MM-DD HH:mm:ss' in KST;
 * Korea has no DST, so a fixed +09:00 offset is exact.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export function parseKst(value: string): Date | undefined {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const utc = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s) - KST_OFFSET_MS;
  const date = new Date(utc);
  // Reject roll-overs such as 2025-02-30.
  if (formatKst(date).slice(0, 10) !== `${y}-${mo}-${d}`) return undefined;
  return date;
}

export function formatKst(date: Date): string {
  const k = new Date(date.getTime() + KST_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${k.getUTCFullYear()}-${p(k.getUTCMonth() + 1)}-${p(k.getUTCDate())} ${p(k.getUTCHours())}:${p(k.getUTCMinutes())}:${p(k.getUTCSeconds())}`;
}

/** Whole calendar days (KST) from `now` to `end`; 0 on the last day. */
export function kstDaysBetween(now: Date, end: Date): number {
  const day = (d: Date) => Math.floor((d.getTime() + KST_OFFSET_MS) / 86_400_000);
  return day(end) - day(now);
}

/** A wire time as people read it: to the minute ('2026-11-26 18:00'); seconds mean nothing on a notice. */
export function displayKst(value: string): string {
  return value.replace(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}):\d{2}$/, '$1');
}

export const isDateTimeString = (v: string) => parseKst(v) !== undefined;
export const kstTimeZone = constants.timeZone;
