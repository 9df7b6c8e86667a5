import { describe, expect, it } from 'vitest';
import { buildPageSchema, maxDateOf, multilineLimits, rankRatio, validatePage } from './build-schema.ts';
import { formPageSchema } from './definition.ts';
import { formMessages as M } from './form-messages.ts';
import { casesToday, detail, item, page, validationCases } from './validation-cases.ts';

const ctx = { today: casesToday };

describe('buildPageSchema: the shared validation table', () => {
  it('has at least 30 cases with unique names', () => {
    expect(validationCases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(validationCases.map((c) => c.name)).size).toBe(validationCases.length);
  });

  it.each(validationCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    // Every fixture is a valid served definition.
    expect(formPageSchema.safeParse(c.page).success).toBe(true);
    const result = validatePage(c.page, c.payload, ctx);
    if (c.expected === 'valid') expect(result).toMatchObject({ ok: true });
    else expect(result).toEqual({ ok: false, path: c.expected.path, message: c.expected.message });
  });
});

describe('buildPageSchema: context and output', () => {
  const certificatePage = page([detail([item('certificate', 'certificate_name')], { id: 24685, repeatable: { model: 'applicant_certificates' } })], 'certificate');

  it('takes row limits from the tenant rules (rowsOf)', () => {
    const rowsOf = (d: { id: number }) => (d.id === 24685 ? { min: 1, max: 1 } : undefined);
    expect(validatePage(certificatePage, {}, { ...ctx, rowsOf })).toEqual({ ok: false, path: 'applicant_certificates', message: M.required });
    const two = { applicant_certificates: [{ certificate_name: 'a' }, { certificate_name: 'b' }] };
    expect(validatePage(certificatePage, two, { ...ctx, rowsOf })).toEqual({ ok: false, path: 'applicant_certificates', message: M.engine.tooManyRows(1) });
    expect(validatePage(certificatePage, two, ctx)).toMatchObject({ ok: true });
  });

  it('takes the maximum rows from the count item when the detail gives none', () => {
    const p = page([detail([item('text', 'organization_name', { code: { value: 'x', etc: 'count' }, value: 2 })], { repeatable: { model: 'applicant_careers' } })], 'career');
    const three = { applicant_careers: [1, 2, 3].map((i) => ({ organization_name: `회사${i}` })) };
    expect(validatePage(p, three, ctx)).toEqual({ ok: false, path: 'applicant_careers', message: M.engine.tooManyRows(2) });
  });

  it('skips what the rules engine hides (isShown)', () => {
    const p = page([detail([item('text', 'military_leave_reason'), item('text', 'name')])]);
    const isShown = (_d: unknown, i?: { input_type: { field: string } }) => i?.input_type.field !== 'military_leave_reason';
    expect(validatePage(p, { name: '홍길동' }, { ...ctx, isShown })).toMatchObject({ ok: true });
    expect(validatePage(p, { name: '홍길동' }, ctx)).toMatchObject({ ok: false, path: 'military_leave_reason' });
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
