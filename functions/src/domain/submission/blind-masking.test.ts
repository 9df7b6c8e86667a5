import { describe, expect, it } from 'vitest';
import { BLIND_MASK } from '@portal/shared/form-model/blind-mentions';
import { maskBlindAnswers } from './blind-masking.ts';

const blind = { blind_hiring: true, blind_words: [{ word: '광주', reason: '출신 지역' }] };
const values = {
  english_name: 'Kim Jiwon',
  self_intro: '한국대학교에서 배운 협업을 광주 지사에서 쓰고 싶습니다. 아버지는 교사이십니다.',
  applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '1' }, { form_question_id: 1022, answer: '서울대 동아리' }] } },
  files: [{ filepath: 'applicants/7/서울대학교_졸업.pdf', filename: '서울대학교_졸업.pdf' }],
  count: 3,
  empty: null,
};

describe('masking a blind-hiring project’s answers', () => {
  it('masks school names, relatives’ jobs and the project’s blind words in every string, at any depth, and keeps stored paths', () => {
    const masked = maskBlindAnswers(blind, values);
    expect(masked).toEqual({
      english_name: 'Kim Jiwon',
      self_intro: `${BLIND_MASK}에서 배운 협업을 ${BLIND_MASK} 지사에서 쓰고 싶습니다. ${BLIND_MASK}.`,
      applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '1' }, { form_question_id: 1022, answer: `${BLIND_MASK} 동아리` }] } },
      files: [{ filepath: 'applicants/7/서울대학교_졸업.pdf', filename: `${BLIND_MASK}_졸업.pdf` }],
      count: 3,
      empty: null,
    });
    // The stored answers are not changed.
    expect(values.self_intro).toContain('한국대학교');
  });

  it('returns the answers of a project without blind hiring as stored, its blind words included', () => {
    expect(maskBlindAnswers({ blind_words: blind.blind_words }, values)).toBe(values);
    expect(maskBlindAnswers(undefined, values)).toBe(values);
  });
});
