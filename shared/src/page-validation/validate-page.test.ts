import { describe, expect, it } from 'vitest';
import { languageLookup, languagesFingerprint } from '../form/language-entry.ts';
import { caseLanguages, detail, item, page } from '../form/validation-cases.ts';
import { formMessages as M } from '../messages/form.ts';
import { ruleSchema } from '../form-model/rule-model.ts';
import { formPageSchema } from '../form-model/definition.ts';
import type { PageSchema } from '../form/build-schema.ts';
import { createPageSchemaCache, type PageSchemaCache } from './page-schema-cache.ts';
import { validatePage } from './validate-page.ts';

const languagePage = page([detail([item('language', 'language_name'), item('language_score', 'score', { required: 'N' })], { repeatable: { model: 'applicant_languages' } })], 'language');
const toeic = (score: string) => ({ applicant_languages: [{ language_id: '9001', language_name: 'TOEIC', score }] });
const catalogue = (entries: typeof caseLanguages) => ({ lookup: languageLookup(entries), fingerprint: languagesFingerprint(entries) });

/** A cache that counts how many schemas it had to build. */
function countingCache(): PageSchemaCache & { builds: number } {
  const inner = createPageSchemaCache(8);
  const out = {
    builds: 0,
    get: (key: string, build: () => PageSchema) =>
      inner.get(key, () => {
        out.builds++;
        return build();
      }),
  };
  return out;
}

describe('validatePage: the one page check', () => {
  const today = new Date('2026-05-01T03:00:00Z');

  it('reports issues in screen order, the schema first and then what only the rules see', () => {
    const p = {
      ...page([detail([item('text', 'name'), item('radio', 'sport', { options: [{ id: 1, title: '축구', value: '1', status: 'Y' }, { id: 2, title: '농구', value: '2', status: 'Y' }] })])]),
      rules: [ruleSchema.parse({ kind: 'option_error', field: 'sport', options: [2], message: '선택할 수 없는 종목입니다.' })],
    };
    const r = validatePage(p, { name: '', sport: '2' }, { today, partial: false });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues).toEqual([
      { path: 'name', message: M.required, source: 'schema' },
      { path: 'sport', message: '선택할 수 없는 종목입니다.', source: 'rules' },
    ]);
    // A temporary save requires nothing, but the rules' refusal stands.
    expect(validatePage(p, { name: '', sport: '2' }, { today, partial: true })).toMatchObject({ ok: false, issues: [{ path: 'sport', source: 'rules' }] });
  });

  it('reuses a cached schema for the same catalogue rules and builds another when they change', () => {
    const cache = countingCache();
    const schemas = { cache, scope: '1:1:0:3' };
    const first = validatePage(languagePage, toeic('995'), { today, partial: false, languages: catalogue(caseLanguages), schemas });
    expect(first).toMatchObject({ ok: false, issues: [{ path: 'applicant_languages.0.score', message: M.scoreMax(990) }] });
    validatePage(languagePage, toeic('900'), { today, partial: false, languages: catalogue(caseLanguages.map((e) => ({ ...e }))), schemas });
    expect(cache.builds).toBe(1);

    const raised = caseLanguages.map((e) => (e.id === 9001 ? { ...e, max_score: 999 } : e));
    expect(validatePage(languagePage, toeic('995'), { today, partial: false, languages: catalogue(raised), schemas })).toMatchObject({ ok: true });
    expect(cache.builds).toBe(2);
    // Without a catalogue (no test chosen) the items' own rules apply, under a key of their own.
    expect(validatePage(languagePage, toeic('995'), { today, partial: false, schemas })).toMatchObject({ ok: true });
    expect(cache.builds).toBe(3);
  });

  it('builds a new schema each Korean day: a name change of today is accepted on the next day too (5 Dates)', () => {
    const schemas = { cache: createPageSchemaCache(), scope: '1:1:0:1' };
    const p = page([detail([item('name_change', 'options', { input: { model: 'applicant_personal_infos' } })])]);
    const change = (date: string) => ({ applicant_personal_infos: { options: { status: 'Y', before_name: '김옛이름', change_date: date } } });
    expect(validatePage(p, change('2026-03-02'), { today: new Date('2026-03-01T03:00:00Z'), partial: false, schemas })).toMatchObject({
      ok: false,
      issues: [{ message: '2026-03-01 이전으로 입력하여 주세요' }],
    });
    expect(validatePage(p, change('2026-03-02'), { today: new Date('2026-03-02T03:00:00Z'), partial: false, schemas })).toMatchObject({ ok: true });
  });

  it("computes a rule's date minimum from the clock it is given, not the machine's", () => {
    const p = formPageSchema.parse({
      pageIndex: 0,
      title: ['p'],
      projectVersion: 0.3,
      forms: [
        {
          application_form_id: 1,
          code_value: 'additional_info',
          title: 'a',
          details: [{ id: 10, title: 'info', items: [{ id: 1002, title: '취득일', required: 'Y', input_type: { type: 'date', model: 'applicant_additional_infos', field: 'taken' } }] }],
        },
      ],
      // No cap and no minimum on the item: the check date is today, in Korea.
      rules: [ruleSchema.parse({ kind: 'date_min', fields: ['applicant_additional_infos.taken'], years_before_check: 5 })],
    });
    const at = (now: string, taken: string) => validatePage(p, { applicant_additional_infos: { taken } }, { today: new Date(now), partial: false });
    // 2040 in Korea (already on the evening of Dec 31 in UTC): five years before is 2035-01-01.
    expect(at('2040-12-31T20:00:00Z', '2035-12-31')).toMatchObject({ ok: false, issues: [{ path: 'applicant_additional_infos.taken', message: '2036-01-01 이후로 입력하여 주세요' }] });
    expect(at('2040-06-01T00:00:00Z', '2035-01-01')).toMatchObject({ ok: true });
  });
});
