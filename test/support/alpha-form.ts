/**
 * Answers that pass the alpha fixture's form (test/fixtures/tenants/alpha.yaml, task 910111): its two pages as the
 * integration suites fill them before a final submission. `answer` is the free-text question's answer.
 */
export const alphaPage0 = (answer: string, englishName = 'Kim Jiwon') => ({
  english_name: englishName,
  applicant_personal_infos: { birthdate_year: '1998', birthdate_month: '3', birthdate_day: '14' },
  post_code: '04524',
  address: '서울특별시 중구 세종대로 110',
  address_detail: '3층',
  applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '1' }, { form_question_id: 1022, answer }] } },
});
export const alphaPage1 = { applicant_universities: [{ school_name: '한국대학교', period_start_date: '2017-03-02', period_end_date: '2021-02-20', gpa: '3.8' }] };
