import { commonPasswords } from './common-passwords.ts';

/**
 * The password rule of the consent step, after OWASP ASVS 5.0 level 2 (V6.2): at least 8 characters, up to 128 (at
 * least 64 must be allowed), any characters, no composition rules, and none of the most common passwords. The
 * configured limits of a password field may be stricter, never weaker. The consent step's browser code checks the
 * rest (validation/auth-field-rules.ts) and leaves the list, 14 KB gzip, to the server's answer.
 */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits.ts';

let blocklist: Set<string> | undefined;
/** Whether a password is one of the common ones (case-insensitive). The set is built on first use. */
export function isCommonPassword(password: string): boolean {
  blocklist ??= new Set(commonPasswords);
  return blocklist.has(password.toLowerCase());
}
