import { describe, expect, it } from 'vitest';
import { formPageSchema } from '@portal/shared/form/definition';
import { ruleSchema } from '@portal/shared/rules/model';
import { validateWithRules } from './validate-with-rules.ts';

const page = {
  ...formPageSchema.parse({
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
  }),
  pageCount: 1,
  revision: 1,
};

describe('validateWithRules', () => {
  it("computes a rule's date minimum from the injected clock, not the machine's", () => {
    const at = (today: string, taken: string) =>
      validateWithRules(1, { taskId: 1, page, partial: false, today: new Date(today) }, { applicant_additional_infos: { taken } });
    // 2040 in Korea (already on the evening of Dec 31 in UTC): five years before is 2035-01-01.
    expect(at('2040-12-31T20:00:00Z', '2035-12-31')).toMatchObject({ ok: false, path: 'applicant_additional_infos.taken', message: '2036-01-01 이후로 입력하여 주세요' });
    expect(at('2040-06-01T00:00:00Z', '2035-01-01')).toMatchObject({ ok: true });
  });
});
