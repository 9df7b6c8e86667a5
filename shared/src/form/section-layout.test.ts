import { describe, expect, it } from 'vitest';
import { validatePage } from '../page-validation/validate-page.ts';
import { formPageSchema, type FormPage } from '../form-model/definition.ts';
import { eligibilityBlock } from './section-layout.ts';

const today = new Date('2026-11-25T00:00:00Z');

const page = (forms: unknown[]): FormPage => formPageSchema.parse({ pageIndex: 0, title: ['지원서'], projectVersion: 0.3, forms });

describe('section layout (spec 2.9), as the save endpoint validates it', () => {
  it('self_introduction: a required question under a detail of another code is neither shown nor required', () => {
    const p = page([
      {
        application_form_id: 1,
        code_value: 'self_introduction',
        title: '자기소개서',
        details: [
          { id: 20, title: '공통', code: { value: 'self_introduction' }, items: [], questions: [{ id: 201, title: '지원 동기', type: 'multi_text', required: 'Y' }] },
          { id: 21, title: '다른 양식', code: { value: 'job_plan' }, items: [], questions: [{ id: 211, title: '입사 후 계획', type: 'multi_text', required: 'Y' }] },
        ],
      },
    ]);
    const answered = { applicant_add_questions_edit: { detail_20: { answers: [{ form_question_id: 201, answer: '지원 동기입니다.' }] } } };
    expect(validatePage(p, answered, { today, partial: false })).toMatchObject({ ok: true });
    expect(validatePage(p, {}, { today, partial: false })).toMatchObject({ ok: false, issues: [{ path: 'applicant_add_questions_edit.detail_20.answers.0.answer' }] });
  });

  it('pre_question: the notice item (titled 안내문구) is text, not a field of the payload', () => {
    const p = page([
      {
        application_form_id: 1,
        code_value: 'pre_question',
        title: '지원자격 확인',
        details: [
          {
            id: 10,
            title: '지원자격',
            code: { value: 'pre_question' },
            items: [
              { id: 1001, title: '안내문구', value: '자격요건을 확인해 주세요.', required: 'Y', input_type: { type: 'text', model: 'applicant_pre_questions', field: 'notice' } },
              { id: 1002, title: '지원자격 확인 완료', required: 'Y', input_type: { type: 'checkbox', model: 'applicant_pre_questions', field: 'prerequisite_agreement' }, options: [{ id: 1, title: '확인함', value: 'Y', status: 'Y' }] },
            ],
          },
        ],
      },
    ]);
    const r = validatePage(p, { applicant_pre_questions: { prerequisite_agreement: ['Y'] } }, { today, partial: false });
    if (!r.ok) throw new Error(r.issues[0].message);
    expect(r.data.applicant_pre_questions).not.toHaveProperty('notice');
    const block = eligibilityBlock(p.forms[0]!.details[0]!.items);
    expect(block).toMatchObject({ notice: '자격요건을 확인해 주세요.', completedLabel: '지원자격 확인 완료' });
    expect(block.requirements).toEqual([]);
  });
});
