import { describe, expect, it } from 'vitest';
import { tenantConfigSchema } from '../tenant-config.ts';

const config = (rules: unknown[]) => ({
  company: { id: 1, domainKey: 'x', name: 'x', labels: {}, rules },
  projects: [{ id: 10, title: 'p', startDate: 'today', endDate: 'today+1', verify_options: {}, form: 'f', tasks: [{ id: 100, name: 't', count: 1 }] }],
  form_templates: {
    f: {
      pages: [
        {
          title: 'p',
          forms: [
            {
              application_form_id: 1,
              code_value: 'additional_item',
              title: 'a',
              details: [
                { id: 5, title: 'd', items: [{ title: 'x', input_type: { type: 'text', model: 'applicant_additional_infos', field: 'x' } }], questions: [{ id: 51, title: 'q', type: 'text' }] },
              ],
            },
          ],
        },
      ],
    },
  },
});

describe('rules naming what no form defines are refused at validation', () => {
  it('accepts known names', () => {
    const r = tenantConfigSchema.safeParse(config([{ kind: 'show_questions', questions: [51], when: { field: 'applicant_additional_infos.x', blank: false } }, { kind: 'show_details', details: [5], when: { question: { detail: 5, index: 0 }, values: ['a'] } }]));
    expect(r.error?.issues).toBeUndefined();
  });
  it('names each unknown field, question, detail and answer index', () => {
    const r = tenantConfigSchema.safeParse(
      config([
        { kind: 'show_items', fields: ['applicant_additional_infos.y'] },
        { kind: 'show_questions', questions: [52], when: { question: { detail: 5, index: 1 }, options: [1] } },
        { kind: 'show_details', details: [6], tasks: [101] },
      ]),
    );
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      "필드 'applicant_additional_infos.y'이(가) 어느 양식에도 없습니다.",
      '상세 5에 2번째 질문이 없습니다.',
      '질문 52이(가) 어느 양식에도 없습니다.',
      '지원분야 101가 정의되어 있지 않습니다.',
      '상세 6이(가) 어느 양식에도 없습니다.',
    ]);
  });
});
