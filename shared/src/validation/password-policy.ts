import { commonPasswords } from './common-passwords.ts';

/**
 * The password rule of the consent step, after OWASP ASVS 5.0 level 2 (V6.2): at least 8 characters, up to 128 (at
 * least 64 must be allowed), any characters, no composition rules, and none of the most common passwords. The
 * configured limits of a password field may be stricter, never weaker.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

let blocklist: Set<string> | undefined;
/** Whether a password is one of the common ones (case-insensitive). The set is built on first use. */
export function isCommonPassword(password: string): boolean {
  blocklist ??= new Set(commonPasswords);
  return blocklist.has(password.toLowerCase());
}
