import * as z from 'zod';
import { messages } from '@portal/shared/messages';
import type { AuthField } from '@portal/shared/schemas/project';

const m = messages.apply.fields;

/** Spec part 1 section 5 'Patterns': email with a top-level domain of 2 to 8 characters. */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,8}$/;
const numberPattern = /^\d+$/;
const floatPattern = /^-?\d{0,6}([.,]\d{0,2})?$/;

/** Limits of the auth step (spec 5): number/float minimum 0 and max length 8; text max length 100. */
export function effectiveLimits(field: AuthField) {
  const t = field.input_type;
  const numeric = t.type === 'number' || t.type === 'float';
  const maxLength = t.max_length ?? (numeric ? { value: 8 } : t.type === 'text' ? { value: 100 } : undefined);
  const min = t.min ?? (numeric ? { value: 0 } : undefined);
  return { numeric, maxLength, min, minLength: t.min_length, max: t.max, pattern: t.pattern };
}

/** One field's rule: required first, then pattern, lengths and bounds, one message at a time. */
export function fieldSchema(field: AuthField) {
  const t = field.input_type;
  const limits = effectiveLimits(field);
  let pattern: RegExp | undefined;
  if (limits.pattern) {
    try {
      pattern = new RegExp(limits.pattern.value);
    } catch {
      pattern = undefined;
    }
  }
  return z.string().superRefine((raw, ctx) => {
    const value = t.type === 'password' ? raw : raw.trim();
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value === '') return fail(m.required(field.title));
    if (pattern && limits.pattern && !pattern.test(value)) return fail(limits.pattern.message);
    if (t.type === 'email' && !pattern && !emailPattern.test(value)) return fail(m.emailFormat);
    if (t.type === 'number' && !numberPattern.test(value)) return fail(m.numberOnly);
    if (t.type === 'float' && !floatPattern.test(value)) return fail(m.numberOnly);
    if (limits.minLength && value.length < limits.minLength.value) return fail(limits.minLength.message ?? m.minLength(limits.minLength.value));
    if (limits.maxLength && value.length > limits.maxLength.value) return fail(limits.maxLength.message ?? m.maxLength(limits.maxLength.value));
    if (limits.numeric) {
      const n = Number(value.replace(',', '.'));
      if (limits.min && n < limits.min.value) return fail(limits.min.message ?? m.min(limits.min.value));
      if (limits.max && n > limits.max.value) return fail(limits.max.message ?? m.max(limits.max.value));
    }
    return undefined;
  });
}

/** The zod schema of the configured fields (react-hook-form's resolver; the server re-validates). */
export function authFieldsSchema(fields: AuthField[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f.input_type.field, fieldSchema(f)])));
}

export type AuthFieldValues = Record<string, string>;

export const emptyValues = (fields: AuthField[]): AuthFieldValues => Object.fromEntries(fields.map((f) => [f.input_type.field, '']));

/** The HTML input attributes of a configured input type. */
export function inputProps(field: AuthField): { type: string; inputMode?: 'numeric' | 'decimal' | 'email' | 'tel'; autoComplete?: string } {
  switch (field.input_type.type) {
    case 'number':
      return { type: 'text', inputMode: 'numeric' };
    case 'float':
      return { type: 'text', inputMode: 'decimal' };
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' };
    case 'password':
      return { type: 'password', autoComplete: 'new-password' };
    case 'tel':
      return { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };
    default:
      return { type: 'text', ...(field.input_type.field === 'name' ? { autoComplete: 'name' } : {}) };
  }
}
