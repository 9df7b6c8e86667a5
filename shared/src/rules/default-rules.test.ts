import { describe, expect, it } from 'vitest';
import { formSchema, type Form } from '../form-model/definition.ts';
import { defaultRules, withDefaultRules } from './default-rules.ts';
import { evaluateRules } from './evaluate-rules.ts';
import type { Rule } from '../form-model/rule-model.ts';

/** A task's forms with no tenant rule at all: the spec's dependent fields still apply (spec part 1 2.9 and 4). */
const forms: Form[] = [
  formSchema.parse({
    application_form_id: 1,
    code_value: 'additional_info',
    title: '보훈·장애·병역',
    details: [
      {
        id: 1,
        title: '보훈·장애·병역',
        items: [
          {
            id: 11,
            title: '병역',
            input_type: { type: 'select', model: 'applicant_additional_infos', field: 'military_status' },
            options: [
              { id: 111, title: '군필', value: '1', code: { value: 'military_Y' } },
              { id: 112, title: '미필', value: '2', code: { value: 'military_N' } },
            ],
          },
          { id: 12, title: '복무기간', input_type: { type: 'date_range', model: 'applicant_additional_infos', field: 'military_period' } },
          {
            id: 13,
            title: '비수도권',
            input_type: { type: 'radio', model: 'applicant_additional_infos', field: 'region_status' },
            options: [{ id: 131, title: '해당', value: 'Y', code: { value: 'non_capital_Y' } }, { id: 132, title: '비해당', value: 'N' }],
          },
          // Linked by name: its field does not share the choice's prefix.
          { id: 14, title: '출신 학교 소재지', code: { value: 'x', additional_option: { target: 'region_status' } }, input_type: { type: 'text', model: 'applicant_additional_infos', field: 'school_region' } },
          { id: 15, title: '담당업무', input_type: { type: 'text', field: 'assigned_task' } },
        ],
      },
    ],
  }),
  formSchema.parse({
    application_form_id: 2,
    code_value: 'revenue_stamp',
    title: '수입인지',
    details: [
      {
        id: 2,
        title: '수입인지',
        items: [
          {
            id: 21,
            title: '수입인지',
            input_type: { type: 'radio', field: 'revenue_stamp' },
            options: [{ id: 211, title: '제출', value: 'Y', code: { value: 'revenue_stamp_Y' } }, { id: 212, title: '미제출', value: 'N', code: { value: 'revenue_stamp_N' } }],
          },
          { id: 22, title: '번호', input_type: { type: 'text', field: 'stamp_number' } },
        ],
      },
    ],
  }),
  formSchema.parse({
    application_form_id: 3,
    code_value: 'career',
    title: '경력',
    details: [
      {
        id: 3,
        title: '의료기관 경력',
        code: { value: 'career_medical' },
        repeatable: { model: 'applicant_career_medicals' },
        items: [
          { id: 31, title: '의료기관', input_type: { type: 'organization', field: 'organization_name' } },
          { id: 32, title: '기관 종류', input_type: { type: 'text', field: 'turnover_reason' } },
        ],
      },
    ],
  }),
];
const page = { pageIndex: 0, title: ['p'], projectVersion: 0.3, forms };

describe('rules every tenant has (spec 4 Additional-info dependent fields, 2.9 revenue_stamp, 4 Read-only)', () => {
  const rules = defaultRules(forms);

  it("shows a choice's dependent fields only for its {kind}_Y option (4 Additional-info dependent fields)", () => {
    const hidden = (v: Record<string, unknown>) => evaluateRules(rules, page, { applicant_additional_infos: v }).hiddenFields;
    expect(hidden({ military_status: '2' })).toEqual(expect.arrayContaining(['applicant_additional_infos.military_period', 'applicant_additional_infos.school_region']));
    expect(hidden({ military_status: '1' })).not.toContain('applicant_additional_infos.military_period');
    expect(hidden({ region_status: 'Y' })).not.toContain('applicant_additional_infos.school_region');
    expect(hidden({})).not.toContain('assigned_task');
  });

  it('shows the revenue_stamp extras once a value other than revenue_stamp_N is chosen (2.9)', () => {
    const hidden = (v: Record<string, unknown>) => evaluateRules(rules, page, v).hiddenFields;
    expect(hidden({})).toContain('stamp_number');
    expect(hidden({ revenue_stamp: 'N' })).toContain('stamp_number');
    expect(hidden({ revenue_stamp: 'Y' })).not.toContain('stamp_number');
  });

  it('makes the medical-career turnover_reason read-only (4 Read-only)', () => {
    expect(evaluateRules(rules, page, { applicant_career_medicals: [{}, {}] }).readOnly).toEqual(['applicant_career_medicals.0.turnover_reason', 'applicant_career_medicals.1.turnover_reason']);
  });

  it("leaves a field to the tenant's own rule of the same kind (Tenant B's 'serving' option)", () => {
    const own: Rule = { kind: 'show_items', fields: ['applicant_additional_infos.military_period'], when: { field: 'applicant_additional_infos.military_status', options: [111, 112] } };
    const merged = withDefaultRules([own], forms);
    expect(merged.at(-1)).toBe(own);
    expect(merged.filter((r) => r.kind === 'show_items' && r.fields.includes('applicant_additional_infos.military_period'))).toEqual([own]);
    expect(evaluateRules(merged, page, { applicant_additional_infos: { military_status: '2' } }).hiddenFields).not.toContain('applicant_additional_infos.military_period');
    // The other defaults stay.
    expect(merged.some((r) => r.kind === 'read_only')).toBe(true);
  });
});
