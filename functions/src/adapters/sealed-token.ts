import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * Sealed tokens of the local provider stand-ins (identity, language score): base64url JSON plus an HMAC-SHA256 over a
 * label and the body. Different labels keep a request from being passed off as a result.
 */

/** Tolerated clock difference for tokens issued "in the future". */
const CLOCK_SKEW_MS = 60_000;

export const macOf = (secret: string, label: string, body: string) => createHmac('sha256', secret).update(`${label}.${body}`).digest();

export function sealToken(secret: string, label: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${macOf(secret, label, body).toString('base64url')}`;
}

export type OpenResult<T> = { ok: true; payload: T } | { ok: false; reason: 'tampered' | 'expired' };

/** Checks the seal, the payload's shape and its age (issuedAt, ms) against `now`. */
export function openToken<T extends { issuedAt: number }>(secret: string, label: string, token: string, schema: z.ZodType<T>, maxAgeMs: number, now: number): OpenResult<T> {
  const parts = token.trim().split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'tampered' };
  const [body, sig] = parts as [string, string];
  const given = Buffer.from(sig, 'base64url');
  const expected = macOf(secret, label, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'tampered' };
  }
  const checked = schema.safeParse(parsed);
  if (!checked.success) return { ok: false, reason: 'tampered' };
  const age = now - checked.data.issuedAt;
  if (age > maxAgeMs || age < -CLOCK_SKEW_MS) return { ok: false, reason: 'expired' };
  return { ok: true, payload: checked.data };
}
