import * as z from 'zod';
import { emailPattern, mobilePattern } from '../validation/auth-fields.ts';
import { patternNames, type PatternName } from '../form-model/field-kinds.ts';
import type { FieldType, Item } from '../form-model/definition.ts';
import { formMessages as M } from '../messages/form.ts';
import { compileTenantPattern } from '../validation/tenant-pattern.ts';

/**
 * The scalar building blocks of the page schema: a string field whose checks run in order (the first failing one is
 * the field's error), and the checks themselves (spec 5 'Defaults by type', 'Patterns'). Values arrive as strings
 * (numbers are accepted and turned into strings); blank means absent.
 */

export const DEFAULT_TEXT_MAX_LENGTH = 100;
export const DEFAULT_NUMBER_MAX_LENGTH = 8;
export const DEFAULT_FLOAT_MAX_LENGTH = 9;
export const MAX_INPUT_LENGTH = 9999;

export type Check = (s: string) => string | undefined;

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
export const toScalar = (v: unknown) => (isBlank(v) ? undefined : typeof v === 'number' ? String(v) : v);

/** A string field: blank is absent; `checks` run in order and the first failing one is the field's error. */
export function scalar(required: boolean, checks: Check[]): z.ZodType {
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

export const minLength = (n: number | undefined, message?: string | null): Check | undefined =>
  n === undefined || n <= 0 ? undefined : (s) => (s.length < n ? (message ?? M.minLength(n)) : undefined);
export const maxLength = (n: number, message?: string | null): Check => (s) => (s.length > n ? (message ?? M.maxLength(n)) : undefined);
export const matches = (re: { test(s: string): boolean }, message: string): Check => (s) => (re.test(s) ? undefined : message);
const toNumber = (s: string) => Number(s.replace(',', '.'));
export const minValue = (n: number, message?: string | null): Check => (s) => (toNumber(s) < n ? (message ?? M.min(n)) : undefined);
export const maxValue = (n: number, message?: string | null): Check => (s) => (toNumber(s) > n ? (message ?? M.max(n)) : undefined);
export const oneOf = (values: readonly string[]): Check => (s) => (values.includes(s) ? undefined : M.engine.invalidOption);
export const defined = (checks: (Check | undefined)[]): Check[] => checks.filter((c): c is Check => c !== undefined);

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

export function patternCheck(item: Item): Check | undefined {
  const p = item.input_type.pattern;
  if (!p) return item.input_type.type === 'email' ? matches(patterns.email, patternDefaultMessage.email) : undefined;
  if (isPatternName(p.value)) return matches(patterns[p.value], p.message ?? patternDefaultMessage[p.value]);
  // A tenant's own regex runs in linear time (audit F07). One the configuration schema would refuse now (broken, or
  // outside the supported syntax) but stored before must not lock applicants out: it is skipped.
  const re = compileTenantPattern(p.value);
  return re ? matches(re, p.message ?? M.engine.invalidFormat) : undefined;
}

const numericTypes = new Set<FieldType>(['number', 'float', 'language_score']);

/**
 * text-like and numeric fields: max length, pattern, format, min length, then min/max value (5 'Defaults by type').
 * The length comes first so no pattern ever reads more than the field may hold (audit F07).
 */
export function valueChecks(item: Item): Check[] {
  const it = item.input_type;
  const type = it.type;
  const numeric = numericTypes.has(type);
  const defaultMax =
    type === 'text' ? DEFAULT_TEXT_MAX_LENGTH : type === 'number' || type === 'language_score' ? DEFAULT_NUMBER_MAX_LENGTH : type === 'float' ? DEFAULT_FLOAT_MAX_LENGTH : MAX_INPUT_LENGTH;
  const checks: (Check | undefined)[] = [maxLength(it.max_length?.value ?? defaultMax, it.max_length?.message), patternCheck(item)];
  if (type === 'number') checks.push(matches(/^-?\d+$/, M.engine.invalidNumber));
  if (type === 'float' || type === 'language_score') checks.push(matches(/^-?\d+(?:[.,]\d+)?$/, M.engine.invalidNumber));
  checks.push(minLength(it.min_length?.value, it.min_length?.message));
  if (numeric) {
    checks.push(minValue(it.min?.value ?? 0, it.min?.message));
    if (it.max) checks.push(maxValue(it.max.value, it.max.message));
  }
  return defined(checks);
}
