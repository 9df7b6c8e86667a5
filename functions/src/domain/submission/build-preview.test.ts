import { describe, expect, it } from 'vitest';
import { formPageSchema, type FormPage } from '@portal/shared/form-model/definition';
import { canonicalJson } from '@portal/shared/canonical-json';
import { photoOf } from '../form/answer-readers.ts';
import { blindFindingsOf, buildPreviewBody, marks } from './build-preview.ts';

const page: FormPage = formPageSchema.parse({
  pageIndex: 0,
  title: ['기본정보'],
  projectVersion: 0.3,
  forms: [
    {
      application_form_id: 1,
      code_value: 'personal_info',
      title: '인적사항',
      details: [
        {
          id: 11,
          title: '인적사항',
          items: [
            { id: 1, title: '사진', input_type: { type: 'photo', field: 'photo' } },
            { id: 2, title: '성별', input_type: { type: 'radio', field: 'gender' }, options: [{ id: 1, title: '여성', value: 'F' }, { id: 2, title: '남성', value: 'M' }] },
            { id: 3, title: '보훈', input_type: { type: 'target', field: 'veteran' } },
            { id: 4, title: '재직기간', input_type: { type: 'date_range', field: 'period' } },
            { id: 5, title: '석차', input_type: { type: 'ratio', field: 'ratio' } },
            { id: 6, title: '관심분야', input_type: { type: 'checkbox', field: 'interests' }, options: [{ id: 1, title: '기획', value: '1' }, { id: 2, title: '개발', value: '2' }] },
            { id: 7, title: '숨김', hidden: 'Y', input_type: { type: 'text', field: 'secret' } },
            { id: 8, title: '개명', input_type: { type: 'name_change', field: 'rename' } },
          ],
        },
      ],
    },
    {
      application_form_id: 2,
      code_value: 'self_introduction',
      title: '자기소개',
      details: [{ id: 21, title: '자기소개', items: [{ id: 9, title: '지원동기', input_type: { type: 'multiline', field: 'motive' } }] }],
    },
    {
      application_form_id: 3,
      code_value: 'certificate',
      title: '자격증',
      details: [
        {
          id: 31,
          title: '자격증',
          repeatable: { model: 'applicant_certificates' },
          items: [
            { id: 10, title: '자격증명', input_type: { type: 'certificate', field: 'certificate_name' } },
            { id: 11, title: '증빙', input_type: { type: 'file', field: 'proof' } },
          ],
        },
      ],
    },
  ],
});

const values = {
  photo: 'uploads/1/photo.png',
  gender: 'F',
  veteran: 'Y',
  period_start_date: '2020-01-01',
  period_end_date: '2021-12-31',
  ip_creator: '200',
  ip_ranking: '7',
  interests: ['1', '2'],
  secret: 'x',
  rename: { status: 'Y', before_name: '김옛', change_date: '2010-05-05' },
  motive: '저는 서울대 출신이 아니며 서울대 근처에서 일했습니다.',
  applicant_certificates: [
    { certificate_name: '정보처리기사', proof: [{ filepath: 'uploads/1/a.pdf', filename: '합격증.pdf', filesize: 10 }] },
    { certificate_name: '전기기사', proof: [] },
  ],
};

describe('the preview body', () => {
  const body = buildPreviewBody([page], new Map([[0, values]]), { blind: [{ word: '서울대', reason: '출신 학교명' }], search: [{ word: '근처', tooltip: '위치' }] });
  const items = body[0]!.details[0]!.items;
  const byLabel = (label: string) => items.find((i) => i.label === label)!;

  it('reads choices as their titles and stored groups as people write them', () => {
    expect(byLabel('성별').value).toBe('여성');
    expect(byLabel('보훈').value).toBe('대상');
    expect(byLabel('재직기간').value).toBe('2020-01-01 ~ 2021-12-31');
    expect(byLabel('석차').value).toBe('7위 / 200명 (3.5%)');
    expect(byLabel('관심분야').value).toBe('기획, 개발');
    expect(byLabel('개명').value).toBe('대상 (변경 전 이름: 김옛, 변경일: 2010-05-05)');
    expect(items.some((i) => i.label === '숨김')).toBe(false);
  });

  it('lays long texts in one column and marks every blind-hiring word with its reason', () => {
    expect(body.map((s) => s.col)).toEqual([2, 1, 2]);
    const motive = body[1]!.details[0]!.items[0]!;
    expect(motive).toMatchObject({ type: 'multi_text', text: values.motive });
    expect(motive.detections.map((d) => [d.start_index, d.end_index, d.reason])).toEqual([
      [3, 6, '출신 학교명'],
      [15, 18, '출신 학교명'],
    ]);
    expect(motive.searchWords).toEqual([{ word: '근처', tooltip: '위치' }]);
  });

  it('gives each repeatable row its own numbered detail with its files', () => {
    const rows = body[2]!.details;
    expect(rows.map((r) => r.row)).toEqual([1, 2]);
    expect(rows[0]!.items[1]).toMatchObject({ type: 'file', files: [{ filepath: 'uploads/1/a.pdf', filename: '합격증.pdf' }] });
    expect(rows[1]!.items[1]!.value).toBeNull();
  });

  it('finds the photo and hashes equal answers equally whatever the key order', () => {
    expect(photoOf([page], new Map([[0, values]]))).toBe('uploads/1/photo.png');
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }));
    expect(marks(null, { blind: [], search: [] })).toEqual({ detections: [], searchWords: [] });
  });
});

describe("a blind-hiring applicant's own preview", () => {
  const words = { blind: [{ word: '서울대', reason: '출신 학교명' }], search: [], mentions: true };

  it("marks the detector's school names and relatives' jobs beside the project's words, never twice over one span", () => {
    const t = '서울대 동아리에서 배웠고 한국대학교를 졸업했으며 아버지는 교사이십니다.';
    expect(marks(t, words).detections.map((d) => [d.content, d.reason])).toEqual([
      ['서울대', '출신 학교명'],
      ['한국대학교', '블라인드 채용 – 학교명'],
      ['아버지는 교사이십니다', '블라인드 채용 – 가족의 직업'],
    ]);
    // Staff (no mentions) see the project's words only.
    expect(marks(t, { ...words, mentions: false }).detections).toHaveLength(1);
  });

  it('lists each answer that names a school or a relative’s job with its page, section, title and words', () => {
    const item = (label: string, type: 'multi_text' | 'answer' | 'text' | 'file', value: string | null) => ({ id: label, label, type, value, text: type === 'multi_text' ? value : null, files: [], answers: [], detections: [], searchWords: [] });
    const body = [
      {
        id: 1, label: '자기소개서', col: 1 as const, code_value: 'self_introduction', pageIndex: 1,
        details: [
          { id: 11, title: '자기소개', items: [item('성장과정', 'multi_text', '한국대학교를 졸업했고 아버지는 교사이십니다.'), item('지원동기', 'answer', '공공의 가치를 위해'), item('첨부', 'file', '서울대.pdf')] },
          { id: 12, title: '경험', row: 2, items: [item('활동', 'text', '대원외고 토론반')] },
        ],
      },
    ];
    expect(blindFindingsOf(body)).toEqual([
      { pageIndex: 1, section: '자기소개', question: '성장과정', words: ['한국대학교', '아버지는 교사이십니다'], kinds: ['school', 'family'] },
      { pageIndex: 1, section: '경험 2', question: '활동', words: ['대원외고'], kinds: ['school'] },
    ]);
  });
});

describe('the exam-site answer in the preview', () => {
  const sitePage: FormPage = formPageSchema.parse({
    pageIndex: 1,
    title: ['기본정보', '시험장'],
    projectVersion: 0.3,
    forms: [{ application_form_id: 5, code_value: 'additional_item', title: '근무 희망 시험장', details: [{ id: 501, title: '시험장 선택', code: { value: 'exam_site' }, items: [] }] }],
  });

  it('shows the chosen place, marked when waitlisted, and a dash-able null without a choice', () => {
    const held = buildPreviewBody([sitePage], new Map(), { blind: [], search: [] }, new Map([[501, { place_name: '서울 강남 시험장', status: 'Y' as const }]]));
    expect(held[0]!.details[0]!.items[0]).toMatchObject({ label: '시험장 선택', value: '서울 강남 시험장' });
    const waiting = buildPreviewBody([sitePage], new Map(), { blind: [], search: [] }, new Map([[501, { place_name: '인천 시험장', status: 'W' as const }]]));
    expect(waiting[0]!.details[0]!.items[0]!.value).toBe('인천 시험장 (대기)');
    expect(buildPreviewBody([sitePage], new Map(), { blind: [], search: [] })[0]!.details[0]!.items[0]!.value).toBeNull();
  });
});

describe('buildPreviewBody under tenant rules', () => {
  it('leaves out what the rules hide (Tenant I: question 200912 while 200911 is 아니오; Tenant B: the military period for 면제)', async () => {
    const { rulePage } = await import('../../../../test/fixtures/rule-cases.ts');
    const i = { ...rulePage('tenant-i', 1191, 11911), pageIndex: 0 };
    const answersOf = (a: string) => new Map([[0, { applicant_add_questions_edit: { detail_20091: { answers: [{ form_question_id: 200911, answer: a }, { form_question_id: 200912 }] } } }]]);
    const ids = (body: ReturnType<typeof buildPreviewBody>) => body.flatMap((s) => s.details.flatMap((d) => d.items.map((it) => it.id)));
    expect(ids(buildPreviewBody([i], answersOf('2009112'), { blind: [], search: [] }))).toEqual(['q200911']);
    expect(ids(buildPreviewBody([i], answersOf('2009111'), { blind: [], search: [] }))).toEqual(['q200911', 'q200912']);
    const b = { ...rulePage('tenant-b', 548, 5482), pageIndex: 0 };
    const labels = buildPreviewBody([b], new Map([[0, { applicant_additional_infos: { military_status: '3' } }]]), { blind: [], search: [] }).flatMap((s) => s.details.flatMap((d) => d.items.map((it) => it.label)));
    expect(labels).toContain('병역사항');
    expect(labels).not.toContain('복무기간');
  });
});
