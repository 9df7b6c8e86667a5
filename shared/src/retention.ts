import { formatKst, parseKst } from './dates.ts';

/**
 * Retention of applicants' data after the hiring result (채용절차법 §11, PIPA §21): each project keeps them this many
 * days (the organisation chooses within the bounds), counted from the day its result was confirmed, a Korean calendar
 * date. From the destruction day on, the retention job destroys them (docs/compliance.md).
 */
export const RETENTION_DAYS = { min: 14, max: 180, default: 180 } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD' (no 2026-02-30). */
export const isCalendarDate = (value: string): boolean => DATE.test(value) && parseKst(value) !== undefined;

/** Today's date in Korea ('YYYY-MM-DD'): the day a moment falls on in KST, whatever the server's zone. */
export const kstDate = (now: Date): string => formatKst(now).slice(0, 10);

/** `date` plus `days` calendar days ('YYYY-MM-DD'; Korea has no daylight saving, so a day is always 24 h). */
export function addCalendarDays(date: string, days: number): string {
  const start = parseKst(date);
  if (!start || !DATE.test(date)) throw new Error(`not a calendar date: ${date}`);
  return kstDate(new Date(start.getTime() + days * 86_400_000));
}

/**
 * The day the data is destroyed: the confirmation day plus the retention days. A result confirmed on 2026-01-01 and
 * kept 14 days is kept through 2026-01-14 and destroyed on 2026-01-15 (from 00:00 KST).
 */
export const destructionDate = (confirmedOn: string, retentionDays: number): string => addCalendarDays(confirmedOn, retentionDays);

/** Whether the project's retention period is over at `now` (its destruction day has begun in Korea). */
export const isDestructionDue = (confirmedOn: string, retentionDays: number, now: Date): boolean => kstDate(now) >= destructionDate(confirmedOn, retentionDays);
