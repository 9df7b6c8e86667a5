import { describe, expect, it } from 'vitest';
import { integrationConfigMessages } from '../messages/integration-config.ts';
import { tenantConfigSchema } from '../tenant-config.ts';

/** Audit ux.md M2: 기술직(전기)'s language list asked for '사전등록여부' while its form had no such field. */
const languageRow = (withSelect: boolean) => ({
  id: 1011,
  title: '어학성적',
  code: { value: 'language' },
  repeatable: { model: 'applicant_languages', max: 3 },
  items: [
    ...(withSelect ? [{ title: '사전등록 여부', input_type: { type: 'select', field: 'pre_registration' }, options: [{ id: 1, title: '사전등록', value: 'Y' }, { id: 2, title: '미등록', value: 'N' }] }] : []),
    { title: '시험명', required: 'Y', input_type: { type: 'language', field: 'language_name' } },
  ],
});
const config = (withSelect: boolean, usage: 'Y' | 'N' = 'Y') => ({
  company: { id: 1, domainKey: 'x', name: 'x', labels: {} },
  projects: [{ id: 10, title: 'p', startDate: 'today', endDate: 'today+1', form: 'standard', tasks: [{ id: 9012, name: '기술직(전기)', count: 1 }] }],
  catalog: { languages: [{ id: 1, name: 'TOEIC' }], optionLists: [{ tasks: [9012], type: 'languages', requirement: [1], usage_pre_registration: usage }] },
  form_templates: { standard: { pages: [{ title: '자격·어학', forms: [{ application_form_id: 7, code_value: 'language', title: '어학사항', details: [languageRow(withSelect)] }] }] } },
});

describe('a language list that asks for pre-registration', () => {
  it("is refused, in Korean, when the task's form has no pre_registration select to answer it", () => {
    const r = tenantConfigSchema.safeParse(config(false));
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([integrationConfigMessages.preRegistrationMissing(9012, 'standard')]);
  });

  it('is taken when the language row has the select, and a list that does not ask needs none', () => {
    expect(tenantConfigSchema.safeParse(config(true)).success).toBe(true);
    expect(tenantConfigSchema.safeParse(config(false, 'N')).success).toBe(true);
  });
});
