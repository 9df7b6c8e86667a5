import { parseKst, formatKst } from '../dates.ts';
import type { Item, Question } from '../form-model/definition.ts';
import { formMessages as M } from '../messages/form.ts';
import type { Check } from './checks.ts';

/** Date limits of the form (spec 5 'Dates'), shared by the schema builders and the date inputs. */

export const MIN_DATE = '1900-01-01';
export const MIN_BIRTH_YEAR = 1900;

export interface DateBounds {
  min: string;
  max: string;
}

/** Dec 31 of next year, from the KST year of `today`. */
export function maxDateOf(today: Date): string {
  return `${nextYearOf(today)}-12-31`;
}
export function nextYearOf(today: Date): number {
  return Number(formatKst(today).slice(0, 4)) + 1;
}

/** The one date-range rule (issue 41 item 21): an end before its start is refused, in the form and in result tables alike. */
export const rangeEndError = (start: unknown, end: unknown): string | undefined =>
  typeof start === 'string' && typeof end === 'string' && start !== '' && end !== '' && end < start ? M.dateMin(start) : undefined;

/** Today's date in Korea ('YYYY-MM-DD'): the latest date of something that has already happened. */
export const kstToday = (today: Date) => formatKst(today).slice(0, 10);

/** The code value of the item that gives its group's latest allowed date (spec 5 'Dates'). */
export const CHECK_DATE_CODE = 'check_date';
const asDate = (v: unknown): string | undefined => {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const d = String(v).trim().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(d) && parseKst(d) ? d : undefined;
};

/**
 * 5 'Dates': a group with an active check_date item takes its maximum date from that item's first option value.
 * `siblings` are the shown items of the group (a hidden or inactive check_date item does not count).
 */
export function groupCheckDate(siblings: readonly Item[] | undefined): string | undefined {
  const check = siblings?.find((i) => i.code?.value === CHECK_DATE_CODE && i.status !== 'N' && i.hidden !== 'Y');
  return asDate(check?.options?.[0]?.value);
}

/**
 * A date field's bounds (5 'Dates'): checkDate.minDate or 1900-01-01; the earliest of checkDate.maxDate, the group's
 * check date and Dec 31 of next year (no date input goes beyond it).
 */
export function dateBounds(item: Item, ctx: { today: Date }, siblings?: readonly Item[]): DateBounds {
  const minDate = asDate(item.checkDate?.minDate) ?? MIN_DATE;
  const maxes = [maxDateOf(ctx.today), asDate(item.checkDate?.maxDate), groupCheckDate(siblings)].filter((d): d is string => d !== undefined);
  return { min: minDate, max: maxes.reduce((a, b) => (b < a ? b : a)) };
}

/** A date question's bounds (5 'Dates'): from 1900-01-01 to the earlier of its max and Dec 31 of next year. */
export function questionDateBounds(q: Pick<Question, 'max'>, today: Date): DateBounds {
  const cap = maxDateOf(today);
  const max = asDate(q.max);
  return { min: MIN_DATE, max: max !== undefined && max < cap ? max : cap };
}

/** Days in a month; without a year (birthdate_md) February has 29. */
export function daysInMonth(month: number, year?: number): number {
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** Months ('YYYY-MM') within the bounds' months: at most December of next year (spec 5 'Dates'). */
export function monthChecks(b: DateBounds): Check[] {
  const min = b.min.slice(0, 7);
  const max = b.max.slice(0, 7);
  return [
    (s) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(s) ? undefined : M.engine.invalidMonth),
    (s) => (s < min ? M.dateMin(min) : undefined),
    (s) => (s > max ? M.dateMax(max) : undefined),
  ];
}

export function dateChecks(b: DateBounds): Check[] {
  return [
    (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? undefined : M.engine.invalidDate),
    // Well-formed but not in the calendar (1998-02-30): refused, never rolled over to another day.
    (s) => (parseKst(s) ? undefined : M.engine.nonexistentDate),
    (s) => (s < b.min ? M.dateMin(b.min) : undefined),
    (s) => (s > b.max ? M.dateMax(b.max) : undefined),
  ];
}
