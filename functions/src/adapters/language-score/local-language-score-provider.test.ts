import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_SCORE_REQUEST_MAX_AGE_MS,
  localLanguageScoreProvider,
  openLanguageScoreRequest,
  sealLanguageScoreResult,
} from './local-language-score-provider.ts';
import { noLanguageScoreProvider } from './no-language-score-provider.ts';

const SECRET = 'a-test-secret-of-enough-length';
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const subject = { tenantId: 7, applicantId: 42, languageId: 1 };
const values = { uname: '홍길동', score: '850', grade: '', date: '2026-10-20', org: 'ETS', registrationNumber: '001000000042' };
const provider = localLanguageScoreProvider({ secret: SECRET, simulatorUrl: '/dev/ets', now: () => NOW });
const request = { ...subject, applicantName: '홍길동', languageName: 'TOEIC', etsId: 'TOEIC', formIndex: 2, returnUrl: 'http://demo.localhost:3000/etsResult' };

describe('the local language-score provider', () => {
  it('answers the simulator url with a sealed request the simulator can open, for ten minutes', async () => {
    const answer = await provider.createRequest(request);
    expect(answer?.url).toMatch(/^\/dev\/ets\?request=/);
    const token = decodeURIComponent(answer!.url.split('request=')[1]!);
    const opened = openLanguageScoreRequest(SECRET, token, NOW + 1000);
    expect(opened).toMatchObject({ ok: true, payload: { applicantId: 42, languageId: 1, formIndex: 2, returnUrl: request.returnUrl } });
    expect(openLanguageScoreRequest(SECRET, token, NOW + LANGUAGE_SCORE_REQUEST_MAX_AGE_MS + 1)).toEqual({ ok: false, reason: 'expired' });
    expect(openLanguageScoreRequest('another-secret-of-enough-length', token, NOW)).toEqual({ ok: false, reason: 'tampered' });
    const [body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), applicantId: 43 })).toString('base64url');
    expect(openLanguageScoreRequest(SECRET, `${forged}.${sig}`, NOW)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('verifies its own seal over the values, the applicant and the test', () => {
    const seal = sealLanguageScoreResult(SECRET, subject, values);
    expect(seal).toMatch(/^[\w-]{43}$/);
    expect(provider.verify({ ...subject, values, seal })).toBe(true);
    // Surrounding spaces do not matter; every value does.
    expect(provider.verify({ ...subject, values: { ...values, score: ' 850 ' }, seal })).toBe(true);
  });

  it('refuses a changed score, grade, date, registration number or name, another applicant, test or tenant, and a forged seal', () => {
    const seal = sealLanguageScoreResult(SECRET, subject, values);
    for (const changed of [{ score: '855' }, { grade: 'A' }, { date: '2026-10-21' }, { registrationNumber: '001000000043' }, { uname: '김다른' }, { org: 'YBM' }])
      expect(provider.verify({ ...subject, values: { ...values, ...changed }, seal })).toBe(false);
    expect(provider.verify({ ...subject, applicantId: 43, values, seal })).toBe(false);
    expect(provider.verify({ ...subject, languageId: 2, values, seal })).toBe(false);
    expect(provider.verify({ ...subject, tenantId: 8, values, seal })).toBe(false);
    expect(provider.verify({ ...subject, values, seal: sealLanguageScoreResult('another-secret-of-enough-length', subject, values) })).toBe(false);
    expect(provider.verify({ ...subject, values, seal: 'short' })).toBe(false);
  });

  it('without a provider no test has a popup and nothing verifies', async () => {
    expect(await noLanguageScoreProvider.createRequest(request)).toBeUndefined();
    expect(noLanguageScoreProvider.verify({ ...subject, values, seal: sealLanguageScoreResult(SECRET, subject, values) })).toBe(false);
  });
});
