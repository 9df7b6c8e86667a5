import { messages } from '../messages.ts';
import type { AuthField } from '../schemas/project.ts';
import { PASSWORD_MIN_LENGTH } from './password-limits.ts';
import { isCleanLineText } from './text-characters.ts';

/** A person's name: letters (with their combining marks), spaces and . - ' only (audit F17: no digits, markup or controls). */
const namePattern = /^[\p{L}\p{M} .'-]+$/u;

/** The spec's e-mail and mobile patterns (part 1 section 5 'Patterns'). */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,8}$/;
export const mobilePattern = /^01[016-9]\d{3,4}\d{4}$/;

/**
 * The default max_length of a consent-step field (5 'Consent and identity step': number and float 8, text 100).
 * Form pages differ: a float there defaults to 9 (5 'Defaults by type').
 */
export function authFieldMaxLength(type: AuthField['input_type']['type']): number {
  if (type === 'number' || type === 'float') return 8;
  return type === 'text' ? 100 : 9999;
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Runs a tenant's pattern: the linear-time matcher (validation/tenant-pattern.ts, audit F07), which the server always
 * passes. The consent step loads it only for a project with patterns of its own (its budget has no room for it);
 * undefined, or no runner yet, leaves the pattern to the server's answer (a 422 naming the field).
 */
export type PatternRunner = (source: string, value: string) => boolean | undefined;

/**
 * One configured auth-step field's first problem (part 1 section 5 'Per-field rules on this step'): required, the
 * maximum length, the characters, then pattern, minimum length and bounds, with the defaults of section 9. Every rule
 * but the common-password list, which only validateAuthFields (validation/auth-fields.ts) adds: so the consent step's
 * browser code needs no list. Lengths come before any pattern, and tenant patterns run in linear time (audit F07).
 */
export function authFieldProblem(f: AuthField, raw: unknown, runPattern?: PatternRunner): string | undefined {
  const m = messages.authSave;
  const { field, type } = f.input_type;
  // A password is taken as typed (spaces count, nothing is cut), as the browser does.
  const text = raw === undefined || raw === null ? '' : String(raw);
  const value = type === 'password' ? text : field === 'phone' ? normalizePhone(text) : text.trim();
  if (!value.trim()) return m.required(f.title);
  const maxLength = f.input_type.max_length?.value ?? authFieldMaxLength(type);
  if (value.length > maxLength) return f.input_type.max_length?.message ?? m.maxLength(maxLength);
  // What page saves refuse is refused here too: these values reach mail, exports and the integration API (audit F17).
  if (!isCleanLineText(text)) return messages.input.unreadableText;
  if (field === 'phone' && /\D/.test(value)) return messages.verification.phoneDigitsOnly;
  if (field === 'name' && !namePattern.test(value)) return m.nameCharacters;
  const numeric = type === 'number' || type === 'float';
  if (f.input_type.pattern) {
    // The default phone field's pattern is ours (linear); any other runs in the matcher, or is skipped when it cannot.
    const { value: source, message } = f.input_type.pattern;
    const matched = source === mobilePattern.source ? mobilePattern.test(value) : runPattern?.(source, value);
    if (matched === false) return message;
  } else if (type === 'email' && !emailPattern.test(value)) {
    return messages.verification.invalidEmail;
  }
  const configuredMin = f.input_type.min_length?.value;
  // The password rule is a floor: a configured minimum below it does not weaken it (ASVS level 2).
  const minLength = type === 'password' ? Math.max(configuredMin ?? 0, PASSWORD_MIN_LENGTH) : configuredMin;
  const minMessage = configuredMin !== undefined && configuredMin === minLength ? f.input_type.min_length?.message : undefined;
  if (minLength !== undefined && value.length < minLength) return minMessage ?? m.minLength(minLength);
  if (numeric) {
    const n = Number(value.replace(',', '.'));
    if (!Number.isFinite(n)) return m.numberOnly;
    const min = f.input_type.min?.value ?? 0;
    if (n < min) return f.input_type.min?.message ?? m.min(min);
    const max = f.input_type.max?.value;
    if (max !== undefined && n > max) return f.input_type.max?.message ?? m.max(max);
  }
  return undefined;
}

/** A normalised mobile number (normalizePhone): digits only, then the pattern. */
export function phoneProblem(value: string): string | undefined {
  if (/\D/.test(value)) return messages.verification.phoneDigitsOnly;
  return mobilePattern.test(value) ? undefined : messages.verification.invalidPhone;
}
/**
 * A mobile number as people type it, '010-1234-5678', '010 1234 5678' or '010.1234.5678', is the same number
 * (issue 41 item 25): separators go, and anything else that is not a digit is left for phoneProblem to refuse.
 */
export const normalizePhone = (v: string) => v.replace(/[\s.\-()]/g, '');
export const normalizeEmail = (v: string) => v.trim().toLowerCase();
