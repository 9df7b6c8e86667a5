import { describe, expect, it } from 'vitest';
import { formPageSchema, type FormPage } from '../form-model/definition.ts';
import { validatePage } from '../page-validation/validate-page.ts';
import { evaluateRules, type RuleContext } from './evaluate-rules.ts';
import { applyRules, rulesSignature } from './apply-effects.ts';
import { ruleSchema, type RuleInput } from '../form-model/rule-model.ts';

const page: FormPage = formPageSchema.parse({
  pageIndex: 0,
  title: ['p'],
  projectVersion: 0.3,
  forms: [
    {
      application_form_id: 1,
      code_value: 'additional_info',
      title: 'a',
      details: [
        {
          id: 10,
          title: 'info',
          items: [
            {
              id: 1001,
              title: '병역',
              required: 'Y',
              input_type: { type: 'select', model: 'applicant_additional_infos', field: 'military_status' },
              options: [
                { id: 1, title: '군필', value: '1', code: { value: 'military_Y' } },
                { id: 2, title: '미필', value: '2', code: { value: 'military_N' } },
              ],
            },
            { id: 1002, title: '전역일', required: 'Y', input_type: { type: 'date', model: 'applicant_additional_infos', field: 'military_end_date' } },
            {
              id: 1003,
              title: '장애',
              input_type: { type: 'select', model: 'applicant_additional_infos', field: 'disabled_status' },
              options: [
                { id: 504015, title: '비대상', value: 'N' },
                { id: 504016, title: '대상', value: 'Y' },
              ],
            },
            { id: 1004, title: '담당업무', input_type: { type: 'text', field: 'assigned_task' } },
            { id: 1005, title: '자기소개', input_type: { type: 'multiline', field: 'intro' }, items: [{ additional_option: '최대', value: 5 }] },
          ],
        },
        {
          id: 11,
          title: '질문',
          items: [],
          questions: [
            { id: 101, title: '해당 여부', type: 'radio', required: 'Y', details: [{ id: 1, content: '해당' }, { id: 2, content: '미해당' }] },
            { id: 102, title: '증빙', type: 'text', required: 'Y' },
          ],
        },
        { id: 12, title: '선수', items: [{ id: 1201, title: '종목', required: 'Y', input_type: { type: 'text', field: 'sport' } }] },
      ],
    },
    {
      application_form_id: 2,
      code_value: 'language',
      title: 'l',
      details: [
        {
          id: 20,
          title: '어학',
          repeatable: { model: 'applicant_languages' },
          items: [
            { id: 2001, title: '시험', input_type: { type: 'language', field: 'language_name' } },
            { id: 2002, title: '점수', input_type: { type: 'language_score', field: 'score' } },
            { id: 2003, title: '번호', input_type: { type: 'certificate_number', field: 'number' } },
            { id: 2005, title: '응시일', checkDate: { minDate: '2024-06-02' }, input_type: { type: 'date', field: 'taken' } },
            {
              id: 2004,
              title: '유형',
              input_type: { type: 'select', field: 'kind' },
              options: [
                { id: 31, title: '정규', value: 'a' },
                { id: 32, title: '계약', value: 'b', code_option_id: 177 },
                { id: 33, title: '예', value: 'c' },
              ],
            },
          ],
        },
      ],
    },
  ],
});

const rules = (rs: RuleInput[]) => rs.map((r) => ruleSchema.parse(r));
const today = new Date('2026-05-01T00:00:00Z');
const check = (rs: RuleInput[], values: Record<string, unknown>, ctx: RuleContext = {}) => {
  const r = validatePage({ ...page, rules: rules(rs) }, values, { today, partial: false, rules: ctx });
  return r.ok ? { ok: true, data: r.data } : { ok: false, path: r.issues[0].path, message: r.issues[0].message };
};
const base = { applicant_additional_infos: { military_status: '2', military_end_date: '2020-01-01' }, applicant_add_questions_edit: { detail_11: { answers: [{ form_question_id: 101, answer: '2' }, { form_question_id: 102, answer: '증빙' }] } }, sport: '농구' };

describe('evaluateRules', () => {
  it('show_items: dependent fields show for a chosen code, not for military_N', () => {
    const r: RuleInput[] = [{ kind: 'show_items', fields: ['applicant_additional_infos.military_end_date'], when: { field: 'applicant_additional_infos.military_status', codes: ['military_Y'] } }];
    expect(check(r, base)).toMatchObject({ ok: true });
    expect(check(r, { ...base, applicant_additional_infos: { military_status: '1' } })).toMatchObject({ ok: false, path: 'applicant_additional_infos.military_end_date', message: '필수 입력항목입니다.' });
    // A hidden field's value is not kept.
    const ok = check(r, { ...base, applicant_additional_infos: { military_status: '2', military_end_date: '2020-01-01' } });
    expect(ok).toMatchObject({ ok: true });
    expect((ok as { data: Record<string, Record<string, unknown>> }).data.applicant_additional_infos).not.toHaveProperty('military_end_date');
  });

  it('show_questions: a hidden question is not required and posts only its id; the controlling answer by detail and index', () => {
    const r: RuleInput[] = [{ kind: 'show_questions', questions: [102], when: { question: { detail: 11, index: 0 }, options: [1] } }];
    const hidden = check(r, { ...base, applicant_add_questions_edit: { detail_11: { answers: [{ form_question_id: 101, answer: '2' }, { form_question_id: 102, answer: 'x' }] } } });
    expect(hidden).toMatchObject({ ok: true, data: { applicant_add_questions_edit: { detail_11: { answers: [{ answer: '2' }, { form_question_id: 102 }] } } } });
    expect((hidden as unknown as { data: { applicant_add_questions_edit: { detail_11: { answers: object[] } } } }).data.applicant_add_questions_edit.detail_11.answers[1]).not.toHaveProperty('answer');
    expect(check(r, { ...base, applicant_add_questions_edit: { detail_11: { answers: [{ form_question_id: 101, answer: '1' }, { form_question_id: 102 }] } } })).toMatchObject({
      ok: false,
      path: 'applicant_add_questions_edit.detail_11.answers.1.answer',
    });
    // By answer content and question id.
    const byContent: RuleInput[] = [{ kind: 'show_questions', questions: [102], when: { question: { id: 101 }, values: ['해당'] } }];
    expect(evaluateRules(rules(byContent), page, { applicant_add_questions_edit: { detail_11: { answers: [{ form_question_id: 101, answer: '1' }] } } }).hiddenQuestions).toEqual([]);
    expect(evaluateRules(rules(byContent), page, {}).hiddenQuestions).toEqual([102]);
  });

  it('show_details by an option id; option_error with its message', () => {
    const r: RuleInput[] = [
      { kind: 'show_details', details: [12], when: { field: 'applicant_additional_infos.disabled_status', options: [504016] } },
      { kind: 'option_error', field: 'applicant_additional_infos.disabled_status', options: [504015], message: '지원할 수 없습니다.' },
    ];
    expect(check(r, { ...base, sport: undefined })).toMatchObject({ ok: true });
    expect(check(r, { ...base, sport: undefined, applicant_additional_infos: { ...base.applicant_additional_infos, disabled_status: 'Y' } })).toMatchObject({ ok: false, path: 'sport' });
    expect(check(r, { ...base, applicant_additional_infos: { ...base.applicant_additional_infos, disabled_status: 'N' } })).toMatchObject({ ok: false, message: '지원할 수 없습니다.' });
  });

  it('limit_options per row and all/any/not conditions', () => {
    const r: RuleInput[] = [{ kind: 'limit_options', field: 'applicant_languages.kind', remove: [33], unless: { any: [{ field: 'applicant_languages.language_name', values: ['TOEIC'] }, { not: { field: 'sport', blank: true } }] } }];
    const rows = [{ language_name: 'TEPS', kind: 'c' }, { language_name: 'TOEIC', kind: 'c' }];
    const fx = evaluateRules(rules(r), page, { applicant_languages: rows });
    // Each row reads its own language_name: only the first row loses option 33.
    expect(fx.options).toEqual({ 'applicant_languages.0.kind': [31, 32] });
    expect(fx.errors).toEqual([{ path: 'applicant_languages.0.kind', message: '선택 항목이 올바르지 않습니다.' }]);
    expect(evaluateRules(rules(r), page, { applicant_languages: rows, sport: '농구' }).errors).toEqual([]);
    const all: RuleInput[] = [{ kind: 'limit_options', field: 'applicant_languages.kind', allow: [31], when: { all: [{ field: 'applicant_languages.language_name', values: ['TEPS'] }, { field: 'sport', blank: true }] } }];
    expect(evaluateRules(rules(all), page, { applicant_languages: rows }).options).toEqual({ 'applicant_languages.0.kind': [31] });
  });

  it('date_cap with a per-project cap; max_length; message_override', () => {
    const r: RuleInput[] = [
      { kind: 'date_cap', fields: ['applicant_additional_infos.military_end_date'], max: '2025-06-02', by_project: { '844': '2025-07-10' } },
      { kind: 'max_length', fields: ['assigned_task'], max: 70 },
      { kind: 'message_override', fields: ['applicant_additional_infos.military_end_date'], message: '청년만 지원할 수 있습니다.' },
    ];
    const v = { ...base, applicant_additional_infos: { military_status: '1', military_end_date: '2025-07-01' } };
    expect(check(r, v)).toMatchObject({ ok: false, message: '청년만 지원할 수 있습니다.' });
    expect(evaluateRules(rules(r), page, v).dateCaps).toEqual({ 'applicant_additional_infos.military_end_date': '2025-06-02' });
    expect(check(r.slice(0, 2), v, { projectId: 844 })).toMatchObject({ ok: true });
    expect(check(r.slice(1, 2), { ...v, assigned_task: 'x'.repeat(71) })).toMatchObject({ ok: false, path: 'assigned_task', message: '70 자 이내로 입력하여 주세요' });
    expect(check(r.slice(1, 2), { ...v, assigned_task: 'x'.repeat(70) })).toMatchObject({ ok: true });
  });

  it("date_cap at the project's last day (project_end, issue 41 item 26), a fixed cap kept for the project that has one", () => {
    const r: RuleInput[] = [{ kind: 'date_cap', fields: ['applicant_additional_infos.military_end_date'], max: 'project_end', by_project: { '844': '2025-07-10' } }];
    const v = (date: string) => ({ ...base, applicant_additional_infos: { military_status: '1', military_end_date: date } });
    expect(evaluateRules(rules(r), page, v('2026-12-01'), { projectId: 900, projectEnd: '2026-12-10' }).dateCaps).toEqual({ 'applicant_additional_infos.military_end_date': '2026-12-10' });
    expect(check(r, v('2026-12-10'), { projectId: 900, projectEnd: '2026-12-10' })).toMatchObject({ ok: true });
    expect(check(r, v('2026-12-11'), { projectId: 900, projectEnd: '2026-12-10' })).toMatchObject({ ok: false, message: '2026-12-10 이전으로 입력하여 주세요' });
    // The spec's tenant keeps its fixed date for project 844, whatever the project's end.
    expect(check(r, v('2025-07-11'), { projectId: 844, projectEnd: '2026-12-10' })).toMatchObject({ ok: false, message: '2025-07-10 이전으로 입력하여 주세요' });
    // Without the project's end (staff test mode), a project_end cap is not applied.
    expect(evaluateRules(rules(r), page, v('2027-01-01'), { projectId: 900 }).dateCaps).toEqual({});
  });

  it('score_step for listed language ids; certificate_number_format', () => {
    const r: RuleInput[] = [
      { kind: 'score_step', languages: [1], step: 5 },
      { kind: 'score_step', languages: [84], step: 10 },
      { kind: 'certificate_number_format', fields: ['applicant_languages.number'], parts: [4, 5] },
    ];
    const fx = evaluateRules(rules(r), page, {
      applicant_languages: [
        { language_id: 1, score: '805', number: '1234-56789' },
        { language_id: 1, score: '803' },
        { language_id: 84, score: '55', number: '12-345678' },
        { language_id: 2, score: '803' },
      ],
    });
    expect(fx.errors).toEqual([
      { path: 'applicant_languages.1.score', message: '점수 입력 형식이 맞지 않습니다.' },
      { path: 'applicant_languages.2.score', message: '점수 입력 형식이 맞지 않습니다.' },
      { path: 'applicant_languages.2.number', message: '자격증 번호를 0000-00000 형식으로 입력해 주세요.' },
    ]);
  });

  it('read_only after auth, not_required unless a condition', () => {
    const r: RuleInput[] = [
      { kind: 'read_only', fields: ['applicant_additional_infos.military_end_date'], after_auth: true },
      { kind: 'read_only', fields: ['applicant_languages.score'], not_required: true, unless: { field: 'applicant_languages.kind', options: [31] } },
    ];
    expect(evaluateRules(rules(r), page, {}).readOnly).toEqual([]);
    expect(evaluateRules(rules(r), page, {}, { afterAuth: true }).readOnly).toEqual(['applicant_additional_infos.military_end_date']);
    const fx = evaluateRules(rules(r), page, { applicant_languages: [{ kind: 'a' }, { kind: 'b' }] });
    expect(fx.readOnly).toEqual(['applicant_languages.1.score']);
    expect(fx.liftedRequired).toEqual(['applicant_languages.score']);
  });

  it('date_min per row by the chosen option\'s code_option_id, else the item\'s own minimum', () => {
    const r: RuleInput[] = [{ kind: 'date_min', fields: ['applicant_languages.taken'], min: '2021-01-01', when: { field: 'applicant_languages.kind', code_option_ids: [177] } }];
    const rows = [
      { kind: 'b', taken: '2021-03-01' },
      { kind: 'a', taken: '2021-03-01' },
      { kind: 'b', taken: '2020-12-31' },
    ];
    expect(check(r, { ...base, applicant_languages: rows })).toMatchObject({ ok: false, path: 'applicant_languages.1.taken', message: '2024-06-02 이후로 입력하여 주세요' });
    expect(evaluateRules(rules(r), page, { applicant_languages: rows }).errors).toEqual([
      { path: 'applicant_languages.1.taken', message: '2024-06-02 이후로 입력하여 주세요' },
      { path: 'applicant_languages.2.taken', message: '2021-01-01 이후로 입력하여 주세요' },
    ]);
    expect(check([], { ...base, applicant_languages: [rows[0]] })).toMatchObject({ ok: false, path: 'applicant_languages.0.taken' });
    expect(check(r, { ...base, applicant_languages: [rows[0]] })).toMatchObject({ ok: true });
  });

  it("date_min years_before_check: Jan 1 of (the check-date year − 5), from the field's cap, else its minimum + 2 years (5 Language dates)", () => {
    const computed: RuleInput[] = [{ kind: 'date_min', fields: ['applicant_languages.taken'], years_before_check: 5, when: { field: 'applicant_languages.kind', code_option_ids: [177] } }];
    const row = (taken: string) => ({ applicant_languages: [{ kind: 'b', taken }] });
    // No cap: the item's own minimum 2024-06-02 is the check date − 2 years, so the check year is 2026 → 2021-01-01.
    expect(evaluateRules(rules(computed), page, row('2020-12-31')).errors).toEqual([{ path: 'applicant_languages.0.taken', message: '2021-01-01 이후로 입력하여 주세요' }]);
    expect(evaluateRules(rules(computed), page, row('2021-01-01')).errors).toEqual([]);
    // A date cap names the check date: 2025-06-02 → 2020-01-01.
    const capped: RuleInput[] = [...computed, { kind: 'date_cap', fields: ['applicant_languages.taken'], max: '2025-06-02' }];
    expect(evaluateRules(rules(capped), page, row('2019-12-31')).errors).toEqual([{ path: 'applicant_languages.0.taken', message: '2020-01-01 이후로 입력하여 주세요' }]);
    expect(evaluateRules(rules(capped), page, row('2020-01-01')).errors).toEqual([]);
    expect(ruleSchema.safeParse({ kind: 'date_min', fields: ['a'], min: '2020-01-01', years_before_check: 5 }).success).toBe(false);
    expect(ruleSchema.safeParse({ kind: 'date_min', fields: ['a'] }).success).toBe(false);
  });

  it('count_without_spaces: the schema counts without spaces and line breaks', () => {
    const r: RuleInput[] = [{ kind: 'count_without_spaces', fields: ['intro'] }];
    expect(check(r, { ...base, intro: 'a b c\nd e' })).toMatchObject({ ok: true });
    expect(check([], { ...base, intro: 'a b c\nd e' })).toMatchObject({ ok: false, path: 'intro', message: '5 자 이내로 입력하여 주세요' });
    expect(check(r, { ...base, intro: 'abc def' })).toMatchObject({ ok: false, message: '5 자 이내로 입력하여 주세요' });
  });

  it('picker_prerequisite from a question answer; scopes; a stable signature', () => {
    const r: RuleInput[] = [{ kind: 'picker_prerequisite', list: 'languages', source: { question: { detail: 11, index: 0 } }, tasks: [3] }];
    const v = { applicant_add_questions_edit: { detail_11: { answers: [{ form_question_id: 101, answer: '2' }] } } };
    expect(evaluateRules(rules(r), page, v, { taskId: 3 }).prerequisites).toEqual({ languages: '2' });
    expect(evaluateRules(rules(r), page, v, { taskId: 4 }).prerequisites).toEqual({});
    const show: RuleInput[] = [{ kind: 'show_questions', questions: [102], when: { question: { id: 101 }, options: [1] } }];
    expect(rulesSignature(evaluateRules(rules(show), page, v))).toBe(rulesSignature(evaluateRules(rules(show), page, {})));
    expect(rulesSignature(evaluateRules(rules(show), page, v))).not.toBe(rulesSignature(evaluateRules([], page, v)));
    expect(applyRules(page, evaluateRules([], page, v))).toBe(page);
  });

  it('refuses malformed rules with Korean messages', () => {
    expect(ruleSchema.safeParse({ kind: 'limit_options', field: 'a', allow: [1], remove: [2] }).success).toBe(false);
    expect(ruleSchema.safeParse({ kind: 'date_cap', fields: ['a'], max: '2025/01/01' }).error?.issues[0]?.message).toContain('YYYY-MM-DD');
    expect(ruleSchema.safeParse({ kind: 'show_items', fields: ['a.b.c'] }).success).toBe(false);
  });
});
