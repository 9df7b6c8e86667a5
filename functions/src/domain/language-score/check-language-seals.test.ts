import { describe, expect, it } from 'vitest';
import type { FormPage } from '@portal/shared/form-model/definition';
import { localLanguageScoreProvider, sealLanguageScoreResult } from '../../adapters/language-score/local-language-score-provider.ts';
import { checkLanguageSeals } from './check-language-seals.ts';

const SECRET = 'a-test-secret-of-enough-length';
const provider = localLanguageScoreProvider({ secret: SECRET, simulatorUrl: '/dev/ets' });
const applicant = { id: 42, name: '홍길동' };
const item = (type: string, field: string) => ({ id: field.length, title: field, required: 'N', input_type: { type, field } });
const page = {
  pageIndex: 1,
  forms: [
    {
      application_form_id: 7,
      code_value: 'language',
      title: '어학',
      details: [{ id: 1011, title: '어학성적', repeatable: { model: 'applicant_languages', max: 3 }, items: [item('language', 'language_name'), item('date', 'application_date'), item('language_score', 'score'), item('language_grade', 'grade')] }],
    },
  ],
} as unknown as FormPage;

const verifiedRow = () => {
  const row = { language_id: '1', language_name: 'TOEIC', score: '850', grade: '', application_date: '2026-10-20', certification_organization: 'ETS', application_number: '001000000042', ets_type: 'score' };
  const seal = sealLanguageScoreResult(SECRET, { tenantId: 7, applicantId: 42, languageId: 1 }, { uname: '홍길동', score: '850', grade: '', date: '2026-10-20', org: 'ETS', registrationNumber: '001000000042' });
  return { ...row, ets_seal: seal };
};
const check = (rows: unknown[], opts: { applicant?: typeof applicant; withProvider?: boolean } = {}) =>
  checkLanguageSeals(opts.withProvider === false ? undefined : provider, { tenantId: 7, applicant: 'applicant' in opts ? opts.applicant : applicant, page, values: { applicant_languages: rows } });

describe('verified language rows on the server (spec 2.13)', () => {
  it('accepts a sealed row, typed-in rows and a direct apply (ets_type = etsId)', () => {
    expect(check([{ language_id: '3', language_name: 'TEPS', score: '400' }, verifiedRow(), { language_id: '1', language_name: 'TOEIC', score: '700', ets_type: 'TOEIC' }])).toEqual({ ok: true });
  });

  it("counts '해당없음' as the blank the popup returned", () => {
    expect(check([{ ...verifiedRow(), grade: '해당없음' }])).toEqual({ ok: true });
  });

  it('refuses a changed score, a missing or foreign seal, another applicant, and names the row', () => {
    const refused = { ok: false, path: 'applicant_languages.1.language_name', message: '어학성적 확인 결과가 올바르지 않습니다. 시험을 다시 선택하여 어학성적을 확인해 주세요.' };
    expect(check([{ language_id: '3', language_name: 'TEPS' }, { ...verifiedRow(), score: '990' }])).toEqual(refused);
    expect(check([{}, { ...verifiedRow(), ets_seal: '' }])).toEqual(refused);
    expect(check([{}, { ...verifiedRow(), language_id: '2' }])).toEqual(refused);
    expect(check([{}, { ...verifiedRow(), ets_type: 'score,grade', grade: '8' }])).toEqual(refused);
    expect(check([{}, verifiedRow()], { applicant: { id: 43, name: '홍길동' } })).toEqual(refused);
    expect(check([{}, verifiedRow()], { applicant: { id: 42, name: '김다른' } })).toEqual(refused);
  });

  it('refuses a verified row where no provider or applicant is known', () => {
    expect(check([verifiedRow()], { withProvider: false })).toMatchObject({ ok: false });
    expect(check([verifiedRow()], { applicant: undefined })).toMatchObject({ ok: false });
  });
});
