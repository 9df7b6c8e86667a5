import { obj, oneOf, reading, refuse, str } from './plain-readers.ts';

/**
 * The answers of the code calls (verify/request and verify/confirm for e-mail and SMS), read without zod as the
 * contracts' schemas read them (verification-answers.test.ts compares them): the consent step sends codes, and its
 * JavaScript budget leaves no room for zod.
 */

/** A code was sent (verifyCodeSentSchema); expire_at is server time 'YYYY-MM-DD HH:mm:ss' (KST). */
export interface CodeSent {
  id: string;
  expire_at: string;
}

export const readCodeSent = reading((body): CodeSent => {
  const o = obj(body);
  return { id: str(o, 'id'), expire_at: str(o, 'expire_at') };
});

/** The code was right: 'Y'. */
export const readConfirmed = reading((body): 'Y' => (oneOf('Y')(body) ? body : refuse()));

/** Password recovery's confirm (resetTokenSchema): the single-use reset token. */
export const readResetToken = reading((body): { reset_token: string } => ({ reset_token: str(obj(body), 'reset_token') }));
