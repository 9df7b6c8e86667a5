import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { openToken, sealToken, type OpenResult } from '../sealed-token.ts';
import type { LanguageScoreProvider, LanguageScoreSubject, LanguageScoreValues } from '../../domain/ports.ts';

/**
 * The local language-score provider: a stand-in for a language-test body's score verification service
 * (spec 2.13). It works like a real one:
 *
 * 1. `createRequest` seals the request (tenant, applicant, test, row, return URL, time) into one opaque string and
 *    answers the popup url `{simulatorUrl}?request=…`.
 * 2. The provider's page (here the local simulator, functions/src/local/language-score-simulator.ts) shows the
 *    registered result, then redirects the popup to `{returnUrl}?uname=…&name=…&id=…&index=…&score=…&grade=…
 *    &date=…&org=…&registrationNumber=…&seal=…`.
 * 3. `seal` is an HMAC-SHA256, by the provider, over those values and the applicant and test they belong to. The
 *    row stores it (ets_seal); `verify` recomputes it from the saved row, so a changed score, another applicant's
 *    result or another test's result no longer matches.
 *
 * The secret is shared by this adapter and the simulator (a real provider signs with a key it issued, or is asked
 * over its API). Request tokens and result seals use different labels, so one is never taken for the other.
 */

/** How long a sealed request is accepted by the simulator after etsInit issued it. */
export const LANGUAGE_SCORE_REQUEST_MAX_AGE_MS = 10 * 60_000;

const requestSchema = z.object({
  tenantId: z.number().int(),
  applicantId: z.number().int().min(0),
  applicantName: z.string().max(100),
  languageId: z.number().int().positive(),
  languageName: z.string().max(200),
  etsId: z.string().min(1).max(100),
  formIndex: z.number().int().min(0),
  returnUrl: z.string().min(1).max(1000),
  suggested: z.object({ score: z.string().max(20), grade: z.string().max(50) }).optional(),
  issuedAt: z.number().int(),
});
export type LanguageScoreRequestToken = z.infer<typeof requestSchema>;

/** Seals a request (what the popup url carries). */
export const sealLanguageScoreRequest = (secret: string, payload: LanguageScoreRequestToken): string => sealToken(secret, 'ets-request', payload);

export type OpenedRequest = OpenResult<LanguageScoreRequestToken>;

/** Opens a sealed request (the simulator does this when the popup opens). */
export const openLanguageScoreRequest = (secret: string, token: string, now: number): OpenedRequest =>
  openToken(secret, 'ets-request', token, requestSchema, LANGUAGE_SCORE_REQUEST_MAX_AGE_MS, now);

const clean = (s: string) => s.normalize('NFC').trim();

/** The provider's seal over one result: base64url HMAC-SHA256 of the subject and the values (43 characters). */
export function sealLanguageScoreResult(secret: string, subject: LanguageScoreSubject, values: LanguageScoreValues): string {
  const canonical = JSON.stringify([
    'ets-result.v1',
    subject.tenantId,
    subject.applicantId,
    subject.languageId,
    clean(values.uname),
    clean(values.score),
    clean(values.grade),
    clean(values.date),
    clean(values.org),
    clean(values.registrationNumber),
  ]);
  return createHmac('sha256', secret).update(canonical, 'utf8').digest('base64url');
}

export function verifyLanguageScoreSeal(secret: string, subject: LanguageScoreSubject, values: LanguageScoreValues, seal: string): boolean {
  const given = Buffer.from(seal.trim(), 'base64url');
  const expected = Buffer.from(sealLanguageScoreResult(secret, subject, values), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function localLanguageScoreProvider(opts: { secret: string; simulatorUrl: string; now?: () => number }): LanguageScoreProvider {
  if (opts.secret.length < 16) throw new Error('localLanguageScoreProvider: the secret must be at least 16 characters');
  const now = opts.now ?? (() => Date.now());
  return {
    async createRequest(input) {
      const request = sealLanguageScoreRequest(opts.secret, { ...input, issuedAt: now() });
      const sep = opts.simulatorUrl.includes('?') ? '&' : '?';
      return { url: `${opts.simulatorUrl}${sep}request=${encodeURIComponent(request)}` };
    },
    verify({ values, seal, ...subject }) {
      return verifyLanguageScoreSeal(opts.secret, subject, values, seal);
    },
  };
}
