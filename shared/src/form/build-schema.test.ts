import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { buildPageSchema, firstSchemaIssue } from './build-schema.ts';
import type { BuildContext } from './build-context.ts';
import { maxDateOf } from './date-bounds.ts';
import { multilineLimits } from './builders/text-fields.ts';
import { rankRatio } from './builders/composite-fields.ts';
import { rowLimits } from './rows.ts';
import { formPageSchema, type FormPage } from '../form-model/definition.ts';
import { formMessages as M } from '../messages/form.ts';
import { chosenLanguageIds, languageLookup, languagesFingerprint, pageUsesLanguages } from './language-entry.ts';
import { caseLanguages, casesToday, detail, item, options, page, validationCases } from './validation-cases.ts';

const ctx = { today: casesToday, languageOf: languageLookup(caseLanguages) };
/** The builders alone (the rules-free half of page-validation/validate-page.ts). */
const checkSchema = (p: FormPage, payload: unknown, c: BuildContext) => firstSchemaIssue(buildPageSchema(p, c), payload);

describe('buildPageSchema: the shared validation table', () => {
  it('has at least 30 cases with unique names', () => {
    expect(validationCases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(validationCases.map((c) => c.name)).size).toBe(validationCases.length);
  });

  it.each(validationCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    // Every fixture is a valid served definition.
    expect(formPageSchema.safeParse(c.page).success).toBe(true);
    const result = checkSchema(c.page, c.payload, ctx);
    if (c.expected === 'valid') expect(result).toMatchObject({ ok: true });
    else expect(result).toEqual({ ok: false, path: c.expected.path, message: c.expected.message });
  });
});

describe('buildPageSchema: context and output', () => {
  const certificatePage = page([detail([item('certificate', 'certificate_name')], { id: 24685, repeatable: { model: 'applicant_certificates' } })], 'certificate');

  it('takes row limits from the tenant rules (rowsOf)', () => {
    const rowsOf = (d: { id: number }) => (d.id === 24685 ? { min: 1, max: 1 } : undefined);
    expect(checkSchema(certificatePage, {}, { ...ctx, rowsOf })).toEqual({ ok: false, path: 'applicant_certificates', message: M.required });
    const two = { applicant_certificates: [{ certificate_name: 'a' }, { certificate_name: 'b' }] };
    expect(checkSchema(certificatePage, two, { ...ctx, rowsOf })).toEqual({ ok: false, path: 'applicant_certificates', message: M.engine.tooManyRows(1) });
    expect(checkSchema(certificatePage, two, ctx)).toMatchObject({ ok: true });
  });

  it('takes the maximum rows from the count item when the detail gives none', () => {
    const p = page([detail([item('text', 'organization_name', { code: { value: 'x', etc: 'count' }, value: 2 })], { repeatable: { model: 'applicant_careers' } })], 'career');
    const three = { applicant_careers: [1, 2, 3].map((i) => ({ organization_name: `회사${i}` })) };
    expect(checkSchema(p, three, ctx)).toEqual({ ok: false, path: 'applicant_careers', message: M.engine.tooManyRows(2) });
  });

  it('skips what the rules engine hides (isShown)', () => {
    const p = page([detail([item('text', 'military_leave_reason'), item('text', 'name')])]);
    const isShown = (_d: unknown, i?: { input_type: { field: string } }) => i?.input_type.field !== 'military_leave_reason';
    expect(checkSchema(p, { name: '홍길동' }, { ...ctx, isShown })).toMatchObject({ ok: true });
    expect(checkSchema(p, { name: '홍길동' }, ctx)).toMatchObject({ ok: false, path: 'military_leave_reason' });
  });

  it('derives next year from the server clock in KST', () => {
    // 2026-12-31 16:00 UTC is already 2027-01-01 in Korea.
    expect(maxDateOf(new Date('2026-12-31T16:00:00Z'))).toBe('2028-12-31');
    expect(maxDateOf(new Date('2026-12-31T14:00:00Z'))).toBe('2027-12-31');
  });

  it('strips unknown keys and keeps the groups and rows', () => {
    const p = page([
      detail([item('text', 'name'), item('birthdate', 'birth', { input: { model: 'applicant_personal_infos' } })]),
      detail([item('certificate', 'certificate_name')], { repeatable: { model: 'applicant_certificates' } }),
    ]);
    const out = buildPageSchema(p, ctx).parse({
      name: '홍길동',
      injected: 'x',
      applicant_personal_infos: { birth_year: 1990, birth_month: '01', birth_day: '2' },
      applicant_certificates: [{ application_form_id: 1, application_form_detail_id: 2, certificate_name: '정보처리기사', extra: 1 }],
    });
    expect(out).toEqual({
      name: '홍길동',
      applicant_personal_infos: { birth_year: '1990', birth_month: '01', birth_day: '2' },
      applicant_certificates: [{ application_form_id: 1, application_form_detail_id: 2, certificate_name: '정보처리기사' }],
    });
  });

  it('reads multiline limits and computes the ratio to 1 decimal', () => {
    expect(multilineLimits(item('multiline', 'a', { items: [{ additional_option: '최소', value: '5' }, { additional_option: '최대', value: 100 }, { additional_option: '기타', value: 3 }] }))).toEqual({ min: 5, max: 100 });
    expect(rankRatio(1, 3)).toBe(33.3);
    expect(rankRatio(751, 2500)).toBe(30);
  });
});

describe('buildPageSchema: language results follow the chosen test (languageOf)', () => {
  const languagePage = (required: 'Y' | 'N' = 'Y') =>
    page([detail([item('language', 'language_name'), item('language_score', 'score', { required }), item('language_grade', 'grade', { required })], { repeatable: { model: 'applicant_languages' } })], 'language');
  const row = (language_id: unknown, score: unknown, grade: unknown = '') => ({ applicant_languages: [{ language_id, language_name: '시험', score, grade }] });

  it('refuses a value where the test uses no score or grade, and takes blank or 해당없음', () => {
    expect(checkSchema(languagePage(), row('9002', '800', 'IH'), ctx)).toEqual({ ok: false, path: 'applicant_languages.0.score', message: M.engine.notApplicableValue });
    expect(checkSchema(languagePage(), row(9001, '800', 'AL'), ctx)).toEqual({ ok: false, path: 'applicant_languages.0.grade', message: M.engine.notApplicableValue });
    expect(checkSchema(languagePage(), row(9001, '800', messages.formPage.notApplicable), ctx)).toMatchObject({ ok: true });
    expect(checkSchema(languagePage(), row(9002, undefined, 'AL'), ctx)).toMatchObject({ ok: true });
  });

  it('keeps the score bounds on a temporary save but requires nothing', () => {
    const temp = { ...ctx, partial: true };
    expect(checkSchema(languagePage(), row(9001, '991'), temp)).toEqual({ ok: false, path: 'applicant_languages.0.score', message: M.scoreMax(990) });
    expect(checkSchema(languagePage(), row(9001, ''), temp)).toMatchObject({ ok: true });
  });

  it('applies the rules row by row, in definition order', () => {
    const rows = { applicant_languages: [{ language_id: 9002, language_name: 'OPIc', grade: 'IH' }, { language_id: 9001, language_name: '', score: '2000' }] };
    expect(checkSchema(languagePage(), rows, ctx)).toEqual({ ok: false, path: 'applicant_languages.1.language_name', message: M.required });
    rows.applicant_languages[1]!.language_name = 'TOEIC';
    expect(checkSchema(languagePage(), rows, ctx)).toEqual({ ok: false, path: 'applicant_languages.1.score', message: M.scoreMax(990) });
  });

  it('leaves the item rules for an unknown test, and without a catalogue', () => {
    expect(checkSchema(languagePage('N'), row(123456, '2000', 'ZZ'), ctx)).toMatchObject({ ok: true });
    expect(checkSchema(languagePage('N'), row(9001, '2000', 'ZZ'), { today: casesToday })).toMatchObject({ ok: true });
  });

  it('finds the chosen tests of a payload and fingerprints a catalogue by its rules', () => {
    expect(pageUsesLanguages(languagePage())).toBe(true);
    expect(pageUsesLanguages(page([detail([item('language', 'language_name')])]))).toBe(false);
    expect(chosenLanguageIds(languagePage(), { applicant_languages: [{ language_id: '9001' }, { language_id: '' }, { language_id: 9002 }, 'x'] })).toEqual([9001, 9002]);
    expect(chosenLanguageIds(languagePage(), { applicant_languages: [{ language_id: '' }] })).toEqual([]);
    const changed = caseLanguages.map((e) => (e.id === 9001 ? { ...e, max_score: 995 } : e));
    expect(languagesFingerprint(caseLanguages)).toBe(languagesFingerprint(caseLanguages.map((e) => ({ ...e, name: '이름만 바뀜' }))));
    expect(languagesFingerprint(changed)).not.toBe(languagesFingerprint(caseLanguages));
  });
});

describe('buildPageSchema: high-school grades', () => {
  it("without a school-type select, the grade item's own code decides", () => {
    const own = (code: string) => page([detail([item('select_grade_high_school', 'grade', { code: { value: code } })], { repeatable: { model: 'applicant_high_schools' } })], 'school');
    expect(checkSchema(own('general'), { applicant_high_schools: [{ grade: '9급' }] }, ctx)).toMatchObject({ ok: true });
    expect(checkSchema(own('other'), { applicant_high_schools: [{ grade: '9급' }] }, ctx)).toMatchObject({ ok: false, message: M.engine.invalidOption });
  });

  it('configured grade options win over the scales', () => {
    const p = page([detail([item('select_grade_high_school', 'grade', { options: options('상', '중', '하') })])]);
    expect(checkSchema(p, { grade: '중' }, ctx)).toMatchObject({ ok: true });
    expect(checkSchema(p, { grade: '1급' }, ctx)).toMatchObject({ ok: false, message: M.engine.invalidOption });
  });

  it('grades A-E while no school type is chosen', () => {
    const p = validationCases.find((c) => c.name === 'general high school takes 1급-9급')!.page;
    const temp = { ...ctx, partial: true };
    expect(checkSchema(p, { applicant_high_schools: [{ grade: 'C' }] }, temp)).toMatchObject({ ok: true });
    expect(checkSchema(p, { applicant_high_schools: [{ grade: '1급' }] }, temp)).toMatchObject({ ok: false, path: 'applicant_high_schools.0.grade' });
  });
});

describe('rowLimits', () => {
  it('gives a first group one row at most, unless configured otherwise', () => {
    const d = (repeatable: object, required: 'Y' | 'N' = 'N') => detail([item('text', 'school_name')], { required, repeatable: { model: 'applicant_high_schools', ...repeatable } });
    expect(rowLimits(d({ first: true }))).toEqual({ min: 0, max: 1 });
    expect(rowLimits(d({ first: true, max: 2 }), undefined)).toEqual({ min: 0, max: 2 });
    expect(rowLimits(d({}, 'Y'))).toEqual({ min: 1, max: 10 });
    expect(rowLimits(d({ first: true }), () => ({ max: 3 }))).toEqual({ min: 0, max: 3 });
  });
});
