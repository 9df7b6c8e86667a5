import { describe, expect, it } from 'vitest';
import { languageLookup, languagesFingerprint } from '@portal/shared/form/language-entry';
import { validatePage } from '@portal/shared/page-validation/validate-page';
import { evaluateRules } from '@portal/shared/rules/evaluate-rules';
import { ruleCases, rulePage, tenantConfig } from '../../../../test/fixtures/rule-cases.ts';

/** The rules table on the shared engine alone (fast); the integration and jsdom suites replay it end to end. */
describe('tenant rules table on the shared engine', () => {
  it.each(ruleCases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
    const page = rulePage(c.tenant, c.project, c.task);
    const catalogue = tenantConfig(c.tenant).catalog.languages;
    const languages = { lookup: languageLookup(catalogue), fingerprint: languagesFingerprint(catalogue) };
    const r = validatePage(page, c.values, { today: new Date(), partial: false, languages, rules: { projectId: c.project, taskId: c.task } });
    expect(r.ok ? 'valid' : { path: r.issues[0].path, message: r.issues[0].message }).toEqual(c.expected);
  });

  it('accommodation: type → questions; diagnosis unless 필요 없음; F hearing note; D language prerequisite', () => {
    const b = rulePage('tenant-b', 548, 5482);
    const acc = (page: typeof b, detail: number, list: (string | undefined)[], first: number) => ({
      applicant_add_questions_edit: { [`detail_${detail}`]: { answers: list.map((answer, i) => ({ form_question_id: first + i, answer })) } },
    });
    // Visual (200221), time extension 1.2배 (2002222): extension, enlarged papers and diagnosis show.
    const visual = evaluateRules(b.rules, b, acc(b, 20022, ['200221', '2002222'], 2002201));
    expect(visual.hiddenQuestions.sort()).toEqual([2002204, 2002205, 2002206]);
    const notNeeded = evaluateRules(b.rules, b, acc(b, 20022, ['200221', '2002221'], 2002201));
    expect(notNeeded.hiddenQuestions).toContain(2002207);
    const f = rulePage('tenant-f', 360, 3601);
    expect(evaluateRules(f.rules, f, acc(f, 20064, ['200645'], 2006401)).hiddenQuestions).not.toContain(2006408);
    expect(evaluateRules(f.rules, f, acc(f, 20064, ['200641'], 2006401)).hiddenQuestions).toContain(2006408);
    const d = rulePage('tenant-d', 844, 3227);
    expect(evaluateRules(d.rules, d, acc(d, 20044, ['2004412'], 200441)).prerequisites).toEqual({ languages: '2004412' });
    // Read-only rules: birthdate after identity verification (A), the high-school major only for task 11811 (H).
    const a = rulePage('tenant-a', 1111, 11111);
    expect(evaluateRules(a.rules, a, {}, { afterAuth: true }).readOnly).toContain('applicant_personal_infos.birthdate');
    expect(evaluateRules(a.rules, a, {}, { afterAuth: false }).readOnly).not.toContain('applicant_personal_infos.birthdate');
    const h1 = rulePage('tenant-h', 1181, 11811);
    const h2 = rulePage('tenant-h', 1181, 11812);
    const hs = { applicant_high_schools: [{ school_name: '가' }], applicant_career_medicals: [{ organization_name: '병원' }] };
    expect(evaluateRules(h1.rules, h1, hs).readOnly).toEqual(expect.arrayContaining(['applicant_high_schools.0.major', 'applicant_career_medicals.0.turnover_reason']));
    expect(evaluateRules(h2.rules, h2, hs).readOnly).not.toContain('applicant_high_schools.0.major');
  });
});
