import { z } from 'zod';
import { parseKst, formatKst } from '../dates.ts';
import { emailPattern, mobilePattern } from '../validation/auth-fields.ts';
import type { Detail, FieldType, FormPage, Item, PatternName, Question } from './definition.ts';
import { patternNames } from './field-kinds.ts';
import { formMessages as M } from './form-messages.ts';
import { fileLimits } from './file-limits.ts';
import { uploadMessages as U } from '../messages/uploads.ts';
import { formPageMessages } from '../messages/form-page.ts';
import { LANGUAGE_ID_FIELD, languageIdOf, languageRulesKey, type LanguageEntry, type LanguageLookup } from './language-entry.ts';
import { gradeTypeItem, highSchoolGrades, isGeneralByOwnCode, isGeneralType } from './high-school-grades.ts';
import { detailShownInForm, isEligibilityNotice } from './section-layout.ts';

/**
 * The validation engine: one form page definition → one zod schema of that page's save payload, carrying the
 * spec's Korean messages (part 1 section 5). react-hook-form uses it for feedback (zodResolver); the save
 * endpoint parses with it as the authority. Issues come out in definition order, so the first issue is the
 * first invalid field on screen.
 *
 * Payload shape (spec 3 'Applicant data models and fields', 'Storage conventions'):
 * - an item whose input_type.model is absent or 'applicants' sits at the top level under its field;
 * - an item of another model sits in that group object: payload[model][field];
 * - a repeatable detail is an array of rows under detail.repeatable.model; each row holds its items' fields
 *   (plus application_form_id and application_form_detail_id);
 * - date_range posts {field}_start_date and {field}_end_date; birthdate posts {field}_year/_month/_day
 *   (birthdate_md: _month/_day); ratio posts ip_creator and ip_ranking; address posts post_code, {field} and
 *   {field}_detail; file posts a list of {filepath, filename, filesize} under {field} plus {field}_count.
 * Values arrive as strings (numbers are accepted and turned into strings); blank means absent.
 */

export interface RowLimits {
  min?: number;
  max?: number;
}

export interface BuildContext {
  /** The server clock (or the browser's copy of it): 'next year' derives from its KST year. */
  today: Date;
  /**
   * Row limits of a repeatable detail from the tenant rules (spec 9: first groups keep 1 row at most;
   * a detail configured to keep one row). Wins over detail.repeatable and the defaults.
   */
  rowsOf?: (detail: Detail) => RowLimits | undefined;
  /**
   * Visibility from the rules engine (dependent fields, conditional questions): return false to treat a
   * detail (item undefined) or an item as not rendered, so it is neither validated nor required.
   */
  isShown?: (detail: Detail, item?: Item) => boolean;
  /** Conditional questions (tenant rules): return false for a question that is not rendered. */
  isQuestionShown?: (detail: Detail, question: Question) => boolean;
  /**
   * The language-test catalogue entry of a row's language_id (spec 3 'Option lists', 5 'Language'). With it, a
   * language_score lies within the test's min_score..max_score ('{n} 점 이하로 입력하여 주세요'), a language_grade is one
   * of the test's grades, and a score or grade the test does not use stays blank or '해당없음' (never required).
   * The server answers from the tenant's catalogue, the browser from the picker's option list. It is asked while
   * parsing, once per row; undefined (free input, an unknown id, a list not loaded) leaves the item's own rules.
   */
  languageOf?: LanguageLookup;
  /**
   * Temporary save: formats, lengths and values are still checked (nothing malformed is stored), but no field or
   * group is required.
   */
  partial?: boolean;
}

export const DEFAULT_MAX_ROWS = 10;
export const MIN_DATE = '1900-01-01';
export const MIN_BIRTH_YEAR = 1900;
export const DEFAULT_TEXT_MAX_LENGTH = 100;
export const DEFAULT_NUMBER_MAX_LENGTH = 8;
export const DEFAULT_FLOAT_MAX_LENGTH = 9;
export const MAX_INPUT_LENGTH = 9999;
export const MAX_RANK_RATIO = 30;

/** 5 'Patterns'. Blank values never reach a pattern (blank is the required rule's business). */
export const patterns: Record<PatternName, RegExp> = {
  email: emailPattern,
  phone: /^(?:01[016-9]\d{3,4}\d{4}|\d{2,4}\d{3,4}\d{4})$/,
  cellphone: mobilePattern,
  phone_dash: /^(?:01[016-9]-\d{3,4}-\d{4}|\d{2,4}-\d{3,4}-\d{4})$/,
  float: /^-?\d{1,6}(?:[.,]\d{1,2})?$/,
  stamp: /^\d{7}-\d{9}$/,
  name_english: /^[A-Za-z ]+$/,
  number: /^\d$/,
  ncs_code: /^\d{8}$/,
};

const patternDefaultMessage: Record<PatternName, string> = {
  email: M.engine.invalidEmail,
  phone: M.engine.invalidPhone,
  cellphone: M.engine.invalidPhone,
  phone_dash: M.engine.invalidPhone,
  float: M.engine.invalidNumber,
  stamp: M.engine.invalidFormat,
  name_english: M.engine.invalidFormat,
  number: M.engine.invalidNumber,
  ncs_code: M.ncsCode,
};

const isPatternName = (v: string): v is PatternName => (patternNames as readonly string[]).includes(v);

/** Dec 31 of next year, from the KST year of `today`. */
export function maxDateOf(today: Date): string {
  return `${nextYearOf(today)}-12-31`;
}
export function nextYearOf(today: Date): number {
  return Number(formatKst(today).slice(0, 4)) + 1;
}

/** The item flag the rules engine sets (count_without_spaces): lengths are counted without spaces and line breaks. */
export const COUNT_WITHOUT_SPACES = 'count_without_spaces';
export const countsWithoutSpaces = (item: Item) => (item.additional_option as Record<string, unknown> | null | undefined)?.[COUNT_WITHOUT_SPACES] === true;
/** The length an applicant sees counted: every character, or without spaces and line breaks for a flagged item. */
export const countedLength = (item: Item, s: string) => (countsWithoutSpaces(item) ? s.replace(/\s/g, '').length : s.length);

/** The item flag the rules engine sets (month_picker): a date or date range of months, posted as 'YYYY-MM'. */
export const MONTH_PICKER = 'month_picker';
export const isMonthPicker = (item: Item) => (item.additional_option as Record<string, unknown> | null | undefined)?.[MONTH_PICKER] === true;

/** The multiline length limits from the '최소'/'최대' sub-items (values > 0). */
export function multilineLimits(item: Item): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const sub of item.items ?? []) {
    const n = Number(sub.value);
    if (!sub.additional_option || !Number.isFinite(n) || n <= 0) continue;
    if (sub.additional_option.includes('최소')) out.min = n;
    else if (sub.additional_option.includes('최대')) out.max = n;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Scalars

type Check = (s: string) => string | undefined;
type Shape = Record<string, z.ZodType>;
type Cross = (obj: Record<string, unknown>, ctx: z.RefinementCtx) => void;
/**
 * A field whose rules follow another value of its container: a row's score and grade follow the chosen language
 * test, a high-school grade follows the row's school type. `variant` names the rules for a container value (equal
 * keys, equal rules) or answers undefined for the field's default rules in `shape`.
 */
interface Dependent {
  field: string;
  variant: (obj: Record<string, unknown>) => { key: string; build: () => z.ZodType } | undefined;
}
interface Container {
  shape: Shape;
  cross: Cross[];
  dependents: Dependent[];
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toScalar = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'number' ? String(v) : v);

/** A string field: blank is absent; `checks` run in order and the first failing one is the field's error. */
function scalar(required: boolean, checks: Check[]): z.ZodType {
  const str = z
    .string({ error: (iss) => (iss.input === undefined ? M.required : M.engine.invalidFormat) })
    .superRefine((s, ctx) => {
      for (const check of checks) {
        const message = check(s);
        if (message) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    });
  return z.preprocess(toScalar, required ? str : str.optional());
}

const minLength = (n: number | undefined, message?: string | null): Check | undefined =>
  n === undefined || n <= 0 ? undefined : (s) => (s.length < n ? (message ?? M.minLength(n)) : undefined);
const maxLength = (n: number, message?: string | null): Check => (s) => (s.length > n ? (message ?? M.maxLength(n)) : undefined);
const matches = (re: RegExp, message: string): Check => (s) => (re.test(s) ? undefined : message);
const toNumber = (s: string) => Number(s.replace(',', '.'));
const minValue = (n: number, message?: string | null): Check => (s) => (toNumber(s) < n ? (message ?? M.min(n)) : undefined);
const maxValue = (n: number, message?: string | null): Check => (s) => (toNumber(s) > n ? (message ?? M.max(n)) : undefined);
const defined = (checks: (Check | undefined)[]): Check[] => checks.filter((c): c is Check => c !== undefined);

function patternCheck(item: Item): Check | undefined {
  const p = item.input_type.pattern;
  if (!p) return item.input_type.type === 'email' ? matches(patterns.email, patternDefaultMessage.email) : undefined;
  if (isPatternName(p.value)) return matches(patterns[p.value], p.message ?? patternDefaultMessage[p.value]);
  try {
    return matches(new RegExp(p.value), p.message ?? M.engine.invalidFormat);
  } catch {
    // A broken regex in a definition must not lock applicants out; the definition linter reports it.
    return undefined;
  }
}

const numericTypes = new Set<FieldType>(['number', 'float', 'language_score']);

/** text-like and numeric fields: pattern, format, min/max length, then min/max value (5 'Defaults by type'). */
function valueChecks(item: Item): Check[] {
  const it = item.input_type;
  const type = it.type;
  const numeric = numericTypes.has(type);
  const defaultMax =
    type === 'text' ? DEFAULT_TEXT_MAX_LENGTH : type === 'number' || type === 'language_score' ? DEFAULT_NUMBER_MAX_LENGTH : type === 'float' ? DEFAULT_FLOAT_MAX_LENGTH : MAX_INPUT_LENGTH;
  const checks: (Check | undefined)[] = [patternCheck(item)];
  if (type === 'number') checks.push(matches(/^-?\d+$/, M.engine.invalidNumber));
  if (type === 'float' || type === 'language_score') checks.push(matches(/^-?\d+(?:[.,]\d+)?$/, M.engine.invalidNumber));
  checks.push(minLength(it.min_length?.value, it.min_length?.message), maxLength(it.max_length?.value ?? defaultMax, it.max_length?.message));
  if (numeric) {
    checks.push(minValue(it.min?.value ?? 0, it.min?.message));
    if (it.max) checks.push(maxValue(it.max.value, it.max.message));
  }
  return defined(checks);
}

// ---------------------------------------------------------------------------------------------------------
// Dates

export interface DateBounds {
  min: string;
  max: string;
}

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

/** Today's date in Korea ('YYYY-MM-DD'): the latest date of something that has already happened. */
export const kstToday = (today: Date) => formatKst(today).slice(0, 10);

/**
 * A date field's bounds (5 'Dates'): checkDate.minDate or 1900-01-01; the earliest of checkDate.maxDate, the group's
 * check date and Dec 31 of next year (no date input goes beyond it).
 */
export function dateBounds(item: Item, ctx: Pick<BuildContext, 'today'>, siblings?: readonly Item[]): DateBounds {
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
function monthChecks(b: DateBounds): Check[] {
  const min = b.min.slice(0, 7);
  const max = b.max.slice(0, 7);
  return [
    (s) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(s) ? undefined : M.engine.invalidMonth),
    (s) => (s < min ? M.dateMin(min) : undefined),
    (s) => (s > max ? M.dateMax(max) : undefined),
  ];
}

function dateChecks(b: DateBounds): Check[] {
  return [
    (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? undefined : M.engine.invalidDate),
    // Well-formed but not in the calendar (1998-02-30): refused, never rolled over to another day.
    (s) => (parseKst(s) ? undefined : M.engine.nonexistentDate),
    (s) => (s < b.min ? M.dateMin(b.min) : undefined),
    (s) => (s > b.max ? M.dateMax(b.max) : undefined),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Items

function optionValues(item: Item): Set<string> | undefined {
  const active = (item.options ?? []).filter((o) => o.status === 'Y');
  if (active.length > 0) return new Set(active.map((o) => String(o.value)));
  return item.input_type.type === 'target' ? new Set(['Y', 'N']) : undefined;
}

function choice(item: Item, required: boolean): z.ZodType {
  const values = optionValues(item);
  return scalar(required, values ? [(s) => (values.has(s) ? undefined : M.engine.invalidOption)] : []);
}

function checkbox(item: Item, required: boolean): z.ZodType {
  const values = optionValues(item);
  const list = z
    .array(z.string(), { error: M.engine.invalidOption })
    .superRefine((vs, ctx) => {
      if (required && vs.length === 0) ctx.addIssue({ code: 'custom', message: M.required });
      else if (values && vs.some((v) => !values.has(v))) ctx.addIssue({ code: 'custom', message: M.engine.invalidOption });
    });
  return z.preprocess((v) => {
    if (isBlank(v)) return [];
    const arr = Array.isArray(v) ? v : [v];
    return arr.filter((x) => !isBlank(x)).map((x) => (typeof x === 'number' ? String(x) : x));
  }, list);
}

const fileEntry = z.object({ filepath: z.string(), filename: z.string(), filesize: z.number().optional() }).loose();

/** 5 'File upload': the message for a file list that breaks the item's limits, if any. Sizes come from the server's upload records. */
export function fileLimitMessage(item: Item, entries: { filesize?: number | undefined }[]): string | undefined {
  const l = fileLimits(item);
  if (l.maxCount !== undefined && entries.length > l.maxCount) return U.count;
  if (entries.some((e) => (e.filesize ?? 0) > l.maxBytes)) return l.sizeMessage;
  const total = entries.reduce((sum, e) => sum + (e.filesize ?? 0), 0);
  if (l.totalBytes !== undefined && total > l.totalBytes) return U.totalSize;
  return undefined;
}

function files(item: Item, required: boolean): z.ZodType {
  const list = z.array(fileEntry, { error: M.engine.invalidFormat }).superRefine((vs, ctx) => {
    // The required check runs on the file count; required is lifted once files exist.
    if (required && vs.length === 0) ctx.addIssue({ code: 'custom', message: M.required });
    const limit = fileLimitMessage(item, vs);
    if (limit) ctx.addIssue({ code: 'custom', message: limit });
  });
  return z.preprocess((v) => (isBlank(v) ? [] : v), list);
}

/** A photo is its stored path (or one file entry). Checked by hand, not z.union: form resolvers report a union's branch errors, not its message. */
function photo(required: boolean): z.ZodType {
  const isEntry = (v: unknown) => fileEntry.safeParse(v).success;
  return z.preprocess(
    (v) => (isBlank(v) || (Array.isArray(v) && v.length === 0) ? undefined : v),
    z.unknown().superRefine((v, ctx) => {
      if (v === undefined) {
        if (required) ctx.addIssue({ code: 'custom', message: M.required });
        return;
      }
      const ok = typeof v === 'string' || isEntry(v) || (Array.isArray(v) && v.every(isEntry));
      if (!ok) ctx.addIssue({ code: 'custom', message: M.engine.invalidFormat });
    }),
  );
}

/** A birthdate part: at most `len` characters, digits, min..max. */
const digits = (min: number, max: number, len: number): Check[] => [maxLength(len), matches(/^\d+$/, M.engine.invalidNumber), minValue(min), maxValue(max)];

/** Values a picker writes beside its own field (spec 2.11, 3 'Applicant data models'). */
const pickerCompanions: Partial<Record<FieldType, string[]>> = {
  certificate: ['certificate_id', 'certification_organization'],
  // A verified result (spec 2.13) also brings its date, registration number and the provider's seal.
  language: ['language_id', 'certification_organization', 'ets_type', 'ets_seal', 'application_date', 'application_number'],
  organization: ['company_id', 'turnover_reason'],
};

/** Adds one item's keys (and cross-field checks) to its container; `siblings` are the shown items of its detail. */
function addItem(c: Container, item: Item, ctx: BuildContext, siblings: readonly Item[]): void {
  const it = item.input_type;
  const f = it.field;
  const required = item.required === 'Y' && !ctx.partial;
  switch (it.type) {
    case 'hidden':
      c.shape[f] = z.preprocess(toScalar, z.string().optional());
      return;
    case 'multiline': {
      const { min, max } = multilineLimits(item);
      const minL = it.min_length?.value ?? min;
      const maxL = it.max_length?.value ?? max ?? MAX_INPUT_LENGTH;
      // A minimum makes the field required.
      const lengths = countsWithoutSpaces(item)
        ? [
            minL === undefined || minL <= 0 ? undefined : (s: string) => (countedLength(item, s) < minL ? (it.min_length?.message ?? M.minLength(minL)) : undefined),
            (s: string) => (countedLength(item, s) > maxL ? (it.max_length?.message ?? M.maxLength(maxL)) : undefined),
          ]
        : [minLength(minL, it.min_length?.message), maxLength(maxL, it.max_length?.message)];
      c.shape[f] = scalar((required || (minL ?? 0) > 0) && !ctx.partial, defined([patternCheck(item), ...lengths]));
      return;
    }
    case 'date': {
      const checks = isMonthPicker(item) ? monthChecks : dateChecks;
      const bounds = dateBounds(item, ctx, siblings);
      c.shape[f] = scalar(required, checks(bounds));
      // 5 'Language dates': a test whose limit_usage is N has no minimum date (e.g. a lifetime certificate).
      if (ctx.languageOf && bounds.min !== MIN_DATE) c.dependents.push(noMinimumForUnlimitedTest(f, ctx.languageOf, () => scalar(required, checks({ ...bounds, min: MIN_DATE }))));
      return;
    }
    case 'date_range': {
      const b = dateBounds(item, ctx, siblings);
      const start = `${f}_start_date`;
      const end = `${f}_end_date`;
      const checks = isMonthPicker(item) ? monthChecks : dateChecks;
      c.shape[start] = scalar(required, checks(b));
      c.shape[end] = scalar(required, checks(b));
      // The end's minimum is the start date.
      c.cross.push((obj, rctx) => {
        const s = obj[start];
        const e = obj[end];
        if (typeof s === 'string' && typeof e === 'string' && e < s) rctx.addIssue({ code: 'custom', path: [end], message: M.dateMin(s) });
      });
      return;
    }
    case 'birthdate':
    case 'birthdate_md': {
      const nextYear = nextYearOf(ctx.today);
      const withYear = it.type === 'birthdate';
      if (withYear) c.shape[`${f}_year`] = scalar(required, digits(MIN_BIRTH_YEAR, nextYear, 4));
      c.shape[`${f}_month`] = scalar(required, digits(1, 12, 2));
      c.shape[`${f}_day`] = scalar(required, digits(1, 31, 2));
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
      return;
    }
    case 'ratio': {
      const count = [matches(/^\d+$/, M.engine.invalidNumber), maxLength(DEFAULT_NUMBER_MAX_LENGTH), minValue(0)];
      c.shape.ip_creator = scalar(required, count);
      c.shape.ip_ranking = scalar(required, count);
      c.cross.push((obj, rctx) => {
        if (typeof obj.ip_creator !== 'string' || typeof obj.ip_ranking !== 'string') return;
        const participants = Number(obj.ip_creator);
        const rank = Number(obj.ip_ranking);
        if (rank > participants) rctx.addIssue({ code: 'custom', path: ['ip_ranking'], message: M.rankOverParticipants });
        else if (participants > 0 && rankRatio(rank, participants) > MAX_RANK_RATIO) rctx.addIssue({ code: 'custom', path: ['ip_ranking'], message: M.ratioOver30 });
      });
      return;
    }
    case 'checkbox':
      c.shape[f] = checkbox(item, required);
      return;
    case 'radio':
    case 'select':
    case 'target':
    case 'select_reference':
      c.shape[f] = choice(item, required);
      return;
    case 'select_grade_high_school':
      addHighSchoolGrade(c, item, required, siblings);
      return;
    case 'language_grade':
    case 'language_score':
      c.shape[f] = it.type === 'language_grade' ? choice(item, required) : scalar(required, valueChecks(item));
      if (ctx.languageOf) c.dependents.push(languageRules(item, required, ctx.languageOf));
      return;
    case 'address':
      c.shape.post_code = scalar(required, [maxLength(MAX_INPUT_LENGTH)]);
      c.shape[f] = scalar(required, [maxLength(MAX_INPUT_LENGTH)]);
      c.shape[`${f}_detail`] = scalar(false, [maxLength(MAX_INPUT_LENGTH)]);
      return;
    case 'file':
      c.shape[f] = files(item, required);
      c.shape[`${f}_count`] = z.union([z.number(), z.string()]).optional();
      return;
    case 'photo':
      c.shape[f] = photo(required);
      return;
    case 'name_change': {
      // 2.10 name-change block: status Y ('대상') shows and requires the name before the change and its date,
      // a day that has already come (a change in the future has not happened).
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
      c.shape[f] = z.preprocess((v) => (v === undefined || v === null ? {} : v), block);
      return;
    }
    default:
      // text, email, number, float, certificate_number and the picker-filled names
      // (certificate, language, organization, major).
      c.shape[f] = scalar(required, valueChecks(item));
      // A picker also sets the chosen entry's id and organisation beside the name (spec 2.11).
      for (const key of pickerCompanions[it.type] ?? []) if (!(key in c.shape)) c.shape[key] = scalar(false, [maxLength(DEFAULT_TEXT_MAX_LENGTH)]);
  }
}

const oneOf = (values: readonly string[]): Check => (s) => (values.includes(s) ? undefined : M.engine.invalidOption);

/**
 * select_grade_high_school (2.10, 5 'Choices'): configured options win; otherwise 1급–9급 when the row's school type is
 * the 'general' option, else A–E (no type chosen yet included).
 */
function addHighSchoolGrade(c: Container, item: Item, required: boolean, siblings: readonly Item[]): void {
  const f = item.input_type.field;
  if (optionValues(item)) {
    c.shape[f] = choice(item, required);
    return;
  }
  const typeItem = gradeTypeItem(item, siblings);
  c.shape[f] = scalar(required, [oneOf(highSchoolGrades(!typeItem && isGeneralByOwnCode(item)))]);
  if (!typeItem) return;
  const typeField = typeItem.input_type.field;
  c.dependents.push({
    field: f,
    variant: (obj) => (isGeneralType(typeItem, toScalar(obj[typeField])) ? { key: 'general', build: () => scalar(required, [oneOf(highSchoolGrades(true))]) } : undefined),
  });
}

/** What a row's score or grade may hold when the chosen test does not use it: nothing, or the shown '해당없음'. */
const notApplicable = () => scalar(false, [(s) => (s === formPageMessages.notApplicable ? undefined : M.engine.notApplicableValue)]);

/** language_score / language_grade against the row's chosen test (5 'Language'). */
function languageRules(item: Item, required: boolean, languageOf: LanguageLookup): Dependent {
  const isScore = item.input_type.type === 'language_score';
  const scoreRules = (e: LanguageEntry): Check[] => {
    const checks = valueChecks(item);
    if (e.min_score !== null && e.min_score !== undefined) checks.push(minValue(e.min_score));
    if (e.max_score !== null && e.max_score !== undefined) checks.push(maxValue(e.max_score, M.scoreMax(e.max_score)));
    return checks;
  };
  const gradeRules = (e: LanguageEntry): Check[] => {
    const grades = (e.options ?? []).map((o) => o.value);
    return grades.length > 0 ? [oneOf(grades)] : [];
  };
  return {
    field: item.input_type.field,
    variant: (obj) => {
      const id = languageIdOf(toScalar(obj[LANGUAGE_ID_FIELD]));
      const entry = id === undefined ? undefined : languageOf(id);
      if (!entry) return undefined;
      if ((isScore ? entry.score_usage : entry.grade_usage) !== 'Y') return { key: 'n/a', build: notApplicable };
      return { key: languageRulesKey(entry), build: () => scalar(required, isScore ? scoreRules(entry) : gradeRules(entry)) };
    },
  };
}

/** A row's date whose minimum falls away when the row's chosen test is not time-limited (limit_usage 'N'). */
function noMinimumForUnlimitedTest(field: string, languageOf: LanguageLookup, build: () => z.ZodType): Dependent {
  return {
    field,
    variant: (obj) => {
      const id = languageIdOf(toScalar(obj[LANGUAGE_ID_FIELD]));
      return id !== undefined && languageOf(id)?.limit_usage === 'N' ? { key: 'unlimited', build } : undefined;
    },
  };
}

/** Rank ratio in percent, to 1 decimal place (5 'Ratio'). */
export function rankRatio(rank: number, participants: number): number {
  return Math.round((rank / participants) * 1000) / 10;
}

// ---------------------------------------------------------------------------------------------------------
// Containers and the page

const newContainer = (): Container => ({ shape: {}, cross: [], dependents: [] });

/** Rule variants kept per container schema; more are built per parse (a catalogue has far fewer distinct rules). */
const MAX_VARIANTS = 64;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function objectOf(c: Container): z.ZodType {
  const plain = (shape: Shape) => {
    const obj = z.object(shape, { error: M.engine.invalidFormat });
    return c.cross.length === 0 ? obj : obj.superRefine((v, rctx) => c.cross.forEach((check) => check(v as Record<string, unknown>, rctx)));
  };
  const base = plain(c.shape);
  if (c.dependents.length === 0) return base;
  // Fields that follow other values of the container: the container value picks the schema its fields are parsed
  // with, so every issue still comes out in definition order.
  const variants = new Map<string, z.ZodType>();
  const pick = (v: unknown): z.ZodType => {
    if (!isRecord(v)) return base;
    const chosen = c.dependents.map((d) => d.variant(v));
    if (chosen.every((x) => x === undefined)) return base;
    const key = chosen.map((x) => x?.key ?? '').join('\u0000');
    const hit = variants.get(key);
    if (hit) return hit;
    const shape = { ...c.shape };
    chosen.forEach((x, i) => {
      if (x) shape[c.dependents[i]!.field] = x.build();
    });
    const schema = plain(shape);
    if (variants.size < MAX_VARIANTS) variants.set(key, schema);
    return schema;
  };
  return z.unknown().transform((v, rctx) => {
    const r = pick(v).safeParse(v);
    if (r.success) return r.data;
    for (const issue of r.error.issues) rctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}

const isTop = (model: string | null | undefined) => !model || model === 'applicants';

/**
 * The rows a repeatable detail may have (4 'Repeatable groups'): the tenant rule, else the detail's own limits, else
 * 1 for a first group, the 'count' item's value, or 10; at least 1 row for a required group.
 */
export function rowLimits(detail: Detail, rowsOf?: BuildContext['rowsOf']): { min: number; max: number } {
  const rule = rowsOf?.(detail);
  const countItem = detail.items.find((i) => i.code?.etc === 'count');
  const countValue = countItem ? Number(countItem.value) : NaN;
  const max =
    rule?.max ?? detail.repeatable?.max ?? (detail.repeatable?.first ? 1 : Number.isInteger(countValue) && countValue > 0 ? countValue : DEFAULT_MAX_ROWS);
  const min = rule?.min ?? detail.repeatable?.min ?? (detail.required === 'Y' ? 1 : 0);
  return { min, max };
}

function rowsSchema(detail: Detail, items: Item[], ctx: BuildContext): z.ZodType {
  const row = newContainer();
  row.shape.application_form_id = z.number().int().optional();
  row.shape.application_form_detail_id = z.number().int().optional();
  for (const item of items) addItem(row, item, ctx, items);
  const limits = rowLimits(detail, ctx.rowsOf);
  const max = limits.max;
  const min = ctx.partial ? 0 : limits.min;
  const hasCertificateName = items.some((i) => i.input_type.field === 'certificate_name');
  const rows = z
    .array(objectOf(row), { error: M.engine.invalidFormat })
    .min(min, { error: M.required })
    .max(max, { error: M.engine.tooManyRows(max) })
    .superRefine((list, rctx) => {
      if (!hasCertificateName) return;
      // 5 'Certificates': a duplicate certificate_name in the same table is refused.
      const seen = new Set<string>();
      list.forEach((r, i) => {
        const name = (r as Record<string, unknown>).certificate_name;
        if (typeof name !== 'string') return;
        const key = name.trim();
        if (seen.has(key)) rctx.addIssue({ code: 'custom', path: [i, 'certificate_name'], message: M.duplicateCertificate });
        seen.add(key);
      });
    });
  return z.preprocess((v) => (v === undefined || v === null ? [] : v), rows);
}

const shownFlag = (f: { hidden?: 'Y' | 'N' | null; status?: 'Y' | 'N' | null }) => f.hidden !== 'Y' && f.status !== 'N';

// ---------------------------------------------------------------------------------------------------------
// Question groups (spec 3: applicant_add_questions_edit.detail_{detailId}.answers[] {form_question_id, answer})

export const QUESTION_MODEL = 'applicant_add_questions_edit';
export const questionGroupKey = (detailId: number) => `detail_${detailId}`;

function questionAnswer(q: Question, ctx: BuildContext): z.ZodType {
  const required = q.required === 'Y' && !ctx.partial;
  const choices = new Set((q.details ?? []).map((d) => String(d.id)));
  switch (q.type) {
    case 'radio':
    case 'select':
      return scalar(required, [(s) => (choices.has(s) ? undefined : M.engine.invalidOption)]);
    case 'checkbox':
      return z.preprocess(
        (v) => (isBlank(v) ? [] : (Array.isArray(v) ? v : [v]).filter((x) => !isBlank(x)).map(String)),
        z.array(z.string()).superRefine((vs, rctx) => {
          if (required && vs.length === 0) rctx.addIssue({ code: 'custom', message: M.required });
          else if (vs.some((v) => !choices.has(v))) rctx.addIssue({ code: 'custom', message: M.engine.invalidOption });
        }),
      );
    case 'date':
      return scalar(required, dateChecks(questionDateBounds(q, ctx.today)));
    default:
      return scalar(required, [maxLength(q.max_length ?? MAX_INPUT_LENGTH)]);
  }
}

/**
 * Answers are posted in question order: answers[i] answers the detail's i-th question. A question the rules hide
 * (isQuestionShown false) keeps its place but only its question id is kept (spec 4 'Tenant F social-diversity
 * section': 'Otherwise only the question id is posted').
 */
function questionsSchema(questions: Question[], ctx: BuildContext, shown: (q: Question) => boolean): z.ZodType {
  const answers = z.tuple(
    questions.map((q) =>
      shown(q)
        ? z.preprocess(
            (v) => (v === undefined || v === null ? { form_question_id: q.id } : v),
            z.object({ form_question_id: z.literal(q.id, { error: M.engine.invalidFormat }), answer: questionAnswer(q, ctx) }),
          )
        : z.preprocess(() => ({ form_question_id: q.id }), z.object({ form_question_id: z.literal(q.id) })),
    ) as unknown as [z.ZodType, ...z.ZodType[]],
  );
  return z.preprocess(
    (v) => (v === undefined || v === null ? { answers: [] } : v),
    z.object({
      application_form_id: z.number().int().optional(),
      application_form_detail_id: z.number().int().optional(),
      answers: z.preprocess((v) => {
        // Missing trailing answers count as unanswered; extra answers are an error of the tuple.
        const list = Array.isArray(v) ? [...v] : [];
        while (list.length < questions.length) list.push(undefined);
        return list;
      }, answers),
    }),
  );
}

/** The zod schema of one form page's save payload. */
export function buildPageSchema(page: FormPage, ctx: BuildContext) {
  const top = newContainer();
  const groups = new Map<string, Container>();
  const groupOf = (model: string) => {
    let g = groups.get(model);
    if (!g) groups.set(model, (g = newContainer()));
    return g;
  };
  const repeatables: [string, z.ZodType][] = [];
  const questionGroups: Shape = {};

  for (const form of page.forms) {
    for (const detail of form.details) {
      if (!shownFlag(detail) || !detailShownInForm(form, detail) || ctx.isShown?.(detail) === false) continue;
      const items = detail.items.filter((i) => shownFlag(i) && !isEligibilityNotice(form, detail, i) && ctx.isShown?.(detail, i) !== false);
      if (detail.repeatable) {
        repeatables.push([detail.repeatable.model, rowsSchema(detail, items, ctx)]);
        continue;
      }
      for (const item of items) addItem(isTop(item.input_type.model) ? top : groupOf(item.input_type.model!), item, ctx, items);
      const questions = detail.questions ?? [];
      if (questions.length > 0) questionGroups[questionGroupKey(detail.id)] = questionsSchema(questions, ctx, (q) => ctx.isQuestionShown?.(detail, q) !== false);
    }
  }

  const shape: Shape = { ...top.shape };
  for (const [model, g] of groups) shape[model] = z.preprocess((v) => (v === undefined || v === null ? {} : v), objectOf(g));
  for (const [model, rows] of repeatables) shape[model] = rows;
  if (Object.keys(questionGroups).length > 0)
    shape[QUESTION_MODEL] = z.preprocess((v) => (v === undefined || v === null ? {} : v), z.object(questionGroups));
  return objectOf({ shape, cross: top.cross, dependents: top.dependents });
}

export type PageSchema = ReturnType<typeof buildPageSchema>;

export interface FirstError {
  /** Dotted path into the payload, e.g. 'applicant_certificates.1.certificate_name'. */
  path: string;
  message: string;
}

export type PageValidation = { ok: true; data: Record<string, unknown> } | ({ ok: false } & FirstError);

/** Parses a payload with the page schema and reports the first issue (the first invalid field on screen). */
export function validatePage(page: FormPage, payload: unknown, ctx: BuildContext): PageValidation {
  return validateWith(buildPageSchema(page, ctx), payload);
}

/** validatePage with a schema built earlier (the server caches them: building costs far more than parsing). */
export function validateWith(schema: PageSchema, payload: unknown): PageValidation {
  const result = schema.safeParse(payload);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  const issue = result.error.issues[0]!;
  return { ok: false, path: issue.path.map(String).join('.'), message: issue.message };
}
