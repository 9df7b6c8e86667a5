import * as z from 'zod';
import { isMonthPicker } from '../../form-model/item-flags.ts';
import { formMessages as M } from '../../messages/form.ts';
import { type Check, DEFAULT_TEXT_MAX_LENGTH, matches, maxLength, maxValue, minValue, scalar, toScalar } from '../checks.ts';
import { MIN_BIRTH_YEAR, MIN_DATE, dateBounds, dateChecks, daysInMonth, kstToday, monthChecks, nextYearOf, rangeEndError } from '../date-bounds.ts';
import type { FieldBuilder, FieldFamily } from './field-builder.ts';
import { noMinimumForUnlimitedTest } from './language-fields.ts';

/** A birthdate part: at most `len` characters, digits, min..max. */
const digits = (min: number, max: number, len: number): Check[] => [maxLength(len), matches(/^\d+$/, M.engine.invalidNumber), minValue(min), maxValue(max)];

const date: FieldBuilder = ({ c, item, ctx, required, siblings }) => {
  const f = item.input_type.field;
  const checks = isMonthPicker(item) ? monthChecks : dateChecks;
  const bounds = dateBounds(item, ctx, siblings);
  c.shape[f] = scalar(required, checks(bounds));
  // 5 'Language dates': a test whose limit_usage is N has no minimum date (e.g. a lifetime certificate).
  if (ctx.languageOf && bounds.min !== MIN_DATE) c.dependents.push(noMinimumForUnlimitedTest(f, ctx.languageOf, () => scalar(required, checks({ ...bounds, min: MIN_DATE }))));
};

const dateRange: FieldBuilder = ({ c, item, ctx, required, siblings }) => {
  const f = item.input_type.field;
  const b = dateBounds(item, ctx, siblings);
  const start = `${f}_start_date`;
  const end = `${f}_end_date`;
  const checks = isMonthPicker(item) ? monthChecks : dateChecks;
  c.shape[start] = scalar(required, checks(b));
  c.shape[end] = scalar(required, checks(b));
  // The end's minimum is the start date.
  c.cross.push((obj, rctx) => {
    const message = rangeEndError(obj[start], obj[end]);
    if (message) rctx.addIssue({ code: 'custom', path: [end], message });
  });
};

/** birthdate posts {field}_year/_month/_day, birthdate_md only _month/_day; the day must exist in its month. */
const birthdate: FieldBuilder = ({ c, item, ctx, required }) => {
  const { field: f, type } = item.input_type;
  const nextYear = nextYearOf(ctx.today);
  const withYear = type === 'birthdate';
  if (withYear) c.shape[`${f}_year`] = scalar(required, digits(MIN_BIRTH_YEAR, nextYear, 4));
  c.shape[`${f}_month`] = scalar(required, digits(1, 12, 2));
  c.shape[`${f}_day`] = scalar(required, digits(1, 31, 2));
  // An optional date is whole or empty: a year and a month without its day read as '1999-03-00' on the admission
  // ticket. The first missing part carries the error; a temporary save keeps what is there (and a required date
  // already requires each part).
  const parts = withYear ? [`${f}_year`, `${f}_month`, `${f}_day`] : [`${f}_month`, `${f}_day`];
  if (!ctx.partial && !required)
    c.cross.push((obj, rctx) => {
      const missing = parts.filter((p) => toScalar(obj[p]) === undefined);
      if (missing.length > 0 && missing.length < parts.length) rctx.addIssue({ code: 'custom', path: [missing[0]!], message: M.engine.incompleteDate(withYear) });
    });
  // The day must exist in the chosen month (and year): 1998-02-30 is refused at the day with its maximum.
  c.dependents.push({
    field: `${f}_day`,
    variant: (obj) => {
      const month = Number(toScalar(obj[`${f}_month`]));
      const year = withYear ? Number(toScalar(obj[`${f}_year`])) : undefined;
      if (!Number.isInteger(month) || month < 1 || month > 12 || (withYear && !(Number.isInteger(year) && year! >= MIN_BIRTH_YEAR))) return undefined;
      const days = daysInMonth(month, year);
      return days < 31 ? { key: `days-${days}`, build: () => scalar(required, digits(1, days, 2)) } : undefined;
    },
  });
};

/**
 * 2.10 name-change block: status Y ('대상') shows and requires the name before the change and its date, a day that
 * has already come (a change in the future has not happened).
 */
const nameChange: FieldBuilder = ({ c, item, ctx, required, siblings }) => {
  const bounds = dateBounds(item, ctx, siblings);
  const today = kstToday(ctx.today);
  const b = { ...bounds, max: today < bounds.max ? today : bounds.max };
  const block = z
    .object({
      status: scalar(required, [(s) => (s === 'Y' || s === 'N' ? undefined : M.engine.invalidOption)]),
      before_name: scalar(false, [maxLength(DEFAULT_TEXT_MAX_LENGTH)]),
      change_date: scalar(false, dateChecks(b)),
    })
    .superRefine((v, rctx) => {
      if (v.status !== 'Y' || ctx.partial) return;
      if (v.before_name === undefined) rctx.addIssue({ code: 'custom', path: ['before_name'], message: M.required });
      if (v.change_date === undefined) rctx.addIssue({ code: 'custom', path: ['change_date'], message: M.required });
    });
  c.shape[item.input_type.field] = z.preprocess((v) => (v === undefined || v === null ? {} : v), block);
};

export const dateFields: FieldFamily<'date' | 'date_range' | 'birthdate' | 'birthdate_md' | 'name_change'> = {
  date,
  date_range: dateRange,
  birthdate,
  birthdate_md: birthdate,
  name_change: nameChange,
};
