import { describe, expect, it } from 'vitest';
import { integrationConfigMessages as m } from '../messages/integration-config.ts';
import { formTemplateSchema, templatePages } from './form-config.ts';
import { blindViolationsOf, FORBIDDEN_KINDS, forbiddenKindsOf } from './forbidden-questions.ts';

const kinds = (words: string, detail = '인적사항', field?: string) => forbiddenKindsOf(detail, { words, field });

describe('what 채용절차법 §4-3 forbids an employer to ask', () => {
  it('finds physical conditions, origin, marital status and property by wording and by field name', () => {
    expect(kinds('키(cm)')).toEqual(['physical']);
    expect(kinds('신장')).toEqual(['physical']);
    expect(kinds('체중(kg)')).toEqual(['physical']);
    expect(kinds('용모 사진 설명')).toEqual(['physical']);
    expect(kinds('출신지역')).toEqual(['origin']);
    expect(kinds('본적')).toEqual(['origin']);
    expect(kinds('혼인 여부')).toEqual(['marital']);
    expect(kinds('결혼여부')).toEqual(['marital']);
    expect(kinds('보유 재산')).toEqual(['property']);
    expect(kinds('주택 소유 여부')).toEqual(['property']);
    expect(kinds('Height', '인적사항', 'height')).toEqual(['physical']);
    expect(kinds('Status', '인적사항', 'marital_status')).toEqual(['marital']);
  });

  it("finds a relative's education, job or property, in the item's words or as an item of a family section", () => {
    expect(kinds('부모님 직업')).toEqual(['family']);
    expect(kinds('형제자매 학력')).toEqual(['family']);
    expect(kinds('학력', '가족사항')).toEqual(['family']);
    expect(kinds('직업', '가족사항')).toEqual(['family']);
    expect(kinds('재산 정도', '가족사항')).toEqual(['family']);
  });

  it('leaves alone words that only look alike: a keyword, a ski club, a kidney, a school of origin, a career in asset management, a major, family certificates', () => {
    for (const words of ['키워드', '스키 동호회 활동', '신장병 병력', '출신학교', '자산운용 경력', '부동산학과', '가족관계증명서를 제출할 수 있으십니까?', '다문화가족에 해당하십니까?', '최종 학력', '직업 경력', '희망 직무'])
      expect(kinds(words), words).toEqual([]);
    // The applicant's own school and job are no relative's.
    expect(kinds('학교명', '학력사항', 'school_name')).toEqual([]);
  });
});

const template = (items: { title: string; field: string }[], legal_reasons?: Record<string, string>, questions?: { id: number; title: string }[]) => ({
  pages: [
    { title: '기본', forms: [{ application_form_id: 1, code_value: 'personal_info', title: '기본', details: [{ id: 11, title: '인적사항', items: [{ id: 1101, title: '성명', input_type: { type: 'text', field: 'name' } }] }] }] },
    {
      title: '추가',
      forms: [{ application_form_id: 2, code_value: 'additional_info', title: '추가', details: [{ id: 21, title: '신체', items: items.map((i, n) => ({ id: 2101 + n, title: i.title, input_type: { type: 'text', field: i.field } })), questions }] }],
    },
  ],
  ...(legal_reasons ? { legal_reasons } : {}),
});

describe('a form template', () => {
  it('is refused while an item or question asks what the law forbids without a reason, naming it and what it asks', () => {
    const r = formTemplateSchema.safeParse(template([{ title: '키(cm)', field: 'height_cm' }], undefined, [{ id: 7, title: '부모님의 직업을 적어 주세요.' }]));
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['pages.1.forms.0.details.0.items.0', m.forbiddenQuestion('item 2101', [FORBIDDEN_KINDS.physical])],
      ['pages.1.forms.0.details.0.questions.0', m.forbiddenQuestion('question 7', [FORBIDDEN_KINDS.family])],
    ]);
  });

  it('is accepted with the reason the job needs it, which the page of that item carries and serves', () => {
    const reason = '경찰공무원 임용령 제34조의 신체 조건(키) 확인';
    const r = formTemplateSchema.safeParse(template([{ title: '키(cm)', field: 'height_cm' }], { 'item 2101': reason }));
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
    const pages = templatePages(r.data!);
    expect(pages.map((p) => p.legalReasons)).toEqual([undefined, { 'item 2101': reason }]);
  });

  it('refuses a reason for an item that asks nothing forbidden or that the template does not have, and one too short to say anything', () => {
    const r = formTemplateSchema.safeParse(template([{ title: '희망 근무지', field: 'place' }], { 'item 2101': '근무지 배치를 위해 필요합니다', 'item 9999': '다른 법령이 정한 기준 확인' }));
    expect(r.error!.issues.map((i) => i.message)).toEqual([m.legalReasonUnused('item 2101'), m.legalReasonUnused('item 9999')]);
    expect(formTemplateSchema.safeParse(template([{ title: '키', field: 'h' }], { 'item 2101': '필요' })).success).toBe(false);
  });
});

describe('a blind-hiring form (블라인드 채용)', () => {
  const form = (details: { title: string; items: { title: string; type?: string; field: string }[]; questions?: { id: number; title: string }[] }[]) => ({
    pages: [{ forms: [{ details: details.map((d, i) => ({ id: 30 + i, title: d.title, items: d.items.map((it, n) => ({ id: (30 + i) * 100 + n + 1, title: it.title, input_type: { type: it.type ?? 'text', field: it.field } })), questions: d.questions })) }] }],
  });

  it('finds a photo, the region of origin, family relations and school names, in items and questions', () => {
    const found = blindViolationsOf(
      form([
        { title: '인적사항', items: [{ title: '사진', type: 'photo', field: 'photo' }, { title: '성명', field: 'name' }, { title: '출신지', field: 'hometown' }] },
        { title: '가족사항', items: [{ title: '관계', field: 'relation' }] },
        { title: '학력사항', items: [{ title: '학교명', field: 'school_name' }, { title: '전공', field: 'major' }], questions: [{ id: 9, title: '출신 학교를 적어 주세요.' }] },
      ]) as never,
    );
    expect(found.map((f) => [f.key, f.kinds])).toEqual([
      ['item 3001', ['photo']],
      ['item 3003', ['origin']],
      ['item 3101', ['family']],
      ['item 3201', ['school']],
      ['question 9', ['school']],
    ]);
  });

  it('passes a social-equity question about a multicultural family (a preference the guideline allows), and a family certificate', () => {
    expect(blindViolationsOf(form([{ title: '사회형평', items: [{ title: '다문화가족 여부', field: 'multicultural' }], questions: [{ id: 8, title: '다문화가족에 해당하십니까?' }, { id: 9, title: '가족관계증명서를 제출할 수 있으십니까?' }] }]) as never)).toEqual([]);
  });

  it('passes a form of the job: name, contact, major, certificates, career', () => {
    expect(blindViolationsOf(form([{ title: '직무 역량', items: [{ title: '성명', field: 'name' }, { title: '전공', field: 'major' }, { title: '자격증', field: 'certificate' }, { title: '경력 기간', field: 'career' }] }]) as never)).toEqual([]);
  });
});
