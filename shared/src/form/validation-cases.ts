import type { OptionEntry } from '../schemas/form-api.ts';
import { formPageMessages } from '../messages/form-page.ts';
import type { Detail, FieldType, FormPage, FormSectionKind, InputType, Item } from '../form-model/definition.ts';
import { formMessages as M } from '../messages/form.ts';
import { nextYearOf } from './date-bounds.ts';
import { formatKst } from '../dates.ts';

/**
 * The shared validation table (spec part 1 section 5 on form pages). Each case is a page definition, a save
 * payload and the expected first error (dotted payload path + Korean message) or 'valid'. The same table is
 * meant to be replayed against buildPageSchema (unit), the React form engine (web) and the save endpoint
 * (integration); every case uses `casesToday` as the clock.
 */
export interface ValidationCase {
  name: string;
  /** Where the rule lives in the spec. */
  rule: string;
  page: FormPage;
  payload: Record<string, unknown>;
  expected: 'valid' | { path: string; message: string };
}

/**
 * The language-test catalogue every case validates against (BuildContext.languageOf): the unit suite looks entries up
 * directly, the React form gets them as the task's option list, the save endpoint from the tenant's catalogue.
 */
export const caseLanguages: OptionEntry[] = [
  { id: 9001, name: 'TOEIC', certification_organization: 'ETS', score_usage: 'Y', grade_usage: 'N', min_score: 10, max_score: 990, options: [] },
  { id: 9002, name: 'OPIc', certification_organization: 'ACTFL', score_usage: 'N', grade_usage: 'Y', options: [{ id: 1, title: 'IH', value: 'IH' }, { id: 2, title: 'AL', value: 'AL' }] },
  // limit_usage N: the result never expires, so the test date has no minimum (5 'Language dates').
  { id: 9003, name: 'HSK', certification_organization: '한반', score_usage: 'Y', grade_usage: 'N', min_score: 0, max_score: 300, limit_usage: 'N', options: [] },
];

/**
 * The cases' clock is the real one, so the same table replays against a running server (whose clock we do not
 * set); dates that depend on it are written relative to next year (NY).
 */
export const casesToday = new Date();
const NY = nextYearOf(casesToday);

let seq = 1;
type ItemOptions = Omit<Partial<Item>, 'input_type'> & { input?: Partial<InputType> };

/** A field definition with the usual defaults (required 'Y'). */
export function item(type: FieldType, field: string, opts: ItemOptions = {}): Item {
  const { input, ...rest } = opts;
  return { id: seq++, title: field, required: 'Y', ...rest, input_type: { type, field, ...input } };
}

export function options(...values: string[]): NonNullable<Item['options']> {
  return values.map((value) => ({ id: seq++, title: value, value, status: 'Y' as const }));
}

export function detail(items: Item[], opts: Partial<Detail> = {}): Detail {
  return { id: seq++, title: 'detail', code: { value: 'personal_info' }, required: 'N', hidden: 'N', status: 'Y', items, ...opts };
}

export function page(details: Detail[], code_value: FormSectionKind = 'personal_info'): FormPage {
  return { pageIndex: 1, title: ['기본정보', '학력'], projectVersion: 0.3, forms: [{ application_form_id: 1, code_value, title: 'form', details }] };
}

const one = (i: Item, d: Partial<Detail> = {}, kind?: FormSectionKind) => page([detail([i], d)], kind);
const err = (path: string, message: string) => ({ path, message });
const certRow = (name: string) => ({ certificate_id: 1, certificate_name: name, certification_organization: '기관' });
const rows = (n: number, make: (i: number) => Record<string, unknown>) => Array.from({ length: n }, (_, i) => make(i));

/** A language table whose test, score and grade are all required (score and grade follow the chosen test). */
const languagePage = () =>
  page(
    [detail([item('language', 'language_name'), item('language_score', 'score'), item('language_grade', 'grade')], { code: { value: 'language' }, repeatable: { model: 'applicant_languages' } })],
    'language',
  );
/** A university table whose 학점 is capped by the row's chosen 만점 (4.5 until one is chosen). */
const gpaPage = () =>
  page(
    [
      detail([item('float', 'score', { required: 'N', input: { max: { value: 4.5, field: 'max_score' } } }), item('select_reference', 'max_score', { required: 'N', options: options('4.5', '4.3', '100') })], {
        code: { value: 'university' },
        repeatable: { model: 'applicant_universities' },
      }),
    ],
    'school',
  );
/** A language table with a dated result: the test date may be no older than its checkDate minimum. */
const languageDatePage = () =>
  page(
    [
      detail([item('language', 'language_name'), item('language_score', 'score'), item('date', 'application_date', { checkDate: { minDate: `${NY - 3}-01-01` } })], {
        code: { value: 'language' },
        repeatable: { model: 'applicant_languages' },
      }),
    ],
    'language',
  );
const languageRow = (id: number | '', name: string, score: string, grade: string) => ({ language_id: id === '' ? '' : String(id), language_name: name, certification_organization: '', score, grade });
/** A high-school table whose school-type select has a 'general' option (value '1') and a specialised one ('2'). */
const schoolTypeOptions = (): NonNullable<Item['options']> => [
  { id: seq++, title: '일반고', value: '1', status: 'Y', code: { value: 'general' } },
  { id: seq++, title: '특성화고', value: '2', status: 'Y', code: { value: 'specialized' } },
];
const highSchoolPage = () =>
  page([detail([item('select', 'type', { options: schoolTypeOptions() }), item('select_grade_high_school', 'grade')], { code: { value: 'high_school' }, repeatable: { model: 'applicant_high_schools' } })], 'school');

/** A group's check_date item (5 'Dates'): a hidden value whose first option is the group's latest date. */
const checkDate = (first: string, second?: string, status: 'Y' | 'N' = 'Y') =>
  item('hidden', 'check_date', { required: 'N', status, code: { value: 'check_date' }, options: second ? options(first, second) : options(first) });
const checkDatePage = (first: string, second?: string) => page([detail([checkDate(first, second), item('date', 'obtained_date')])]);
/** The name-change block of personal info (spec 3: applicant_personal_infos.options {status, before_name, change_date}). */
const nameChangePage = () => one(item('name_change', 'options', { input: { model: 'applicant_personal_infos' } }));
const nameChange = (date: string) => ({ applicant_personal_infos: { options: { status: 'Y', before_name: '김옛이름', change_date: date } } });
const QM = 'applicant_add_questions_edit';
const DATE_QUESTION_DETAIL = 990;
const dateQuestionPage = () =>
  page([detail([], { id: DATE_QUESTION_DETAIL, code: { value: 'additional_item' }, questions: [{ id: 99001, title: '최종 학력 졸업일', type: 'date', required: 'Y', max: '2025-02-28' }] })], 'additional_item');
const dateAnswer = (answer: string) => ({ [QM]: { [`detail_${DATE_QUESTION_DETAIL}`]: { answers: [{ form_question_id: 99001, answer }] } } });
const TODAY = formatKst(casesToday).slice(0, 10);
const TOMORROW = formatKst(new Date(casesToday.getTime() + 86_400_000)).slice(0, 10);

const certificateItems = () => [item('certificate', 'certificate_name'), item('text', 'certification_organization', { required: 'N' })];
const careerItems = () => [item('text', 'organization_name'), item('date_range', 'period', { required: 'N' })];

export const validationCases: ValidationCase[] = [
  // Generic required / length messages
  { name: 'required text missing', rule: '5 Generic', page: one(item('text', 'name')), payload: {}, expected: err('name', M.required) },
  { name: 'required text blank after trim', rule: '5 Generic', page: one(item('text', 'name')), payload: { name: '   ' }, expected: err('name', M.required) },
  { name: 'optional text blank is fine', rule: '5 Generic', page: one(item('text', 'name', { required: 'N' })), payload: { name: '' }, expected: 'valid' },
  { name: 'number value accepted for text', rule: '5 Generic', page: one(item('text', 'assigned_task')), payload: { assigned_task: 7 }, expected: 'valid' },
  { name: 'text default max length 100', rule: '5 Defaults by type', page: one(item('text', 'name')), payload: { name: 'a'.repeat(101) }, expected: err('name', M.maxLength(100)) },
  { name: 'text of exactly 100 is fine', rule: '5 Defaults by type', page: one(item('text', 'name')), payload: { name: '가'.repeat(100) }, expected: 'valid' },
  { name: 'min_length', rule: '5 Generic', page: one(item('text', 'name', { input: { min_length: { value: 2 } } })), payload: { name: '김' }, expected: err('name', '2 자 이상 입력하여 주세요') },
  { name: 'own max_length message', rule: '5 Generic (own messages)', page: one(item('text', 'assigned_task', { input: { max_length: { value: 70, message: '70자 이내' } } })), payload: { assigned_task: 'a'.repeat(71) }, expected: err('assigned_task', '70자 이내') },
  // Numbers
  { name: 'number must be numeric', rule: '5 Defaults by type', page: one(item('number', 'total_author')), payload: { total_author: '3명' }, expected: err('total_author', M.engine.invalidNumber) },
  { name: 'number minimum 0', rule: '5 Defaults by type', page: one(item('number', 'total_author')), payload: { total_author: '-1' }, expected: err('total_author', '0 이상 입력하여 주세요') },
  { name: 'number max length 8', rule: '5 Defaults by type', page: one(item('number', 'total_author')), payload: { total_author: '123456789' }, expected: err('total_author', '8 자 이내로 입력하여 주세요') },
  { name: 'number max value', rule: '5 Generic', page: one(item('number', 'score', { input: { max: { value: 100 } } })), payload: { score: 101 }, expected: err('score', '100 이내로 입력하여 주세요') },
  { name: 'own min message', rule: '5 Generic (own messages)', page: one(item('number', 'score', { input: { min: { value: 10, message: '10점 이상' } } })), payload: { score: '9' }, expected: err('score', '10점 이상') },
  { name: 'float max length 9', rule: '5 Defaults by type', page: one(item('float', 'gpa')), payload: { gpa: '12345678.5' }, expected: err('gpa', '9 자 이내로 입력하여 주세요') },
  { name: 'float with comma decimal is fine', rule: '5 Patterns (float)', page: one(item('float', 'gpa', { input: { max: { value: 4.5 } } })), payload: { gpa: '4,3' }, expected: 'valid' },
  { name: 'float above its max', rule: '5 Generic', page: one(item('float', 'gpa', { input: { max: { value: 4.5 } } })), payload: { gpa: '4.51' }, expected: err('gpa', '4.5 이내로 입력하여 주세요') },
  { name: 'a GPA on the chosen 100-point scale is fine', rule: '5 Generic (max follows the row)', page: gpaPage(), payload: { applicant_universities: [{ score: '85', max_score: '100' }] }, expected: 'valid' },
  { name: 'a GPA above the chosen 4.3 scale', rule: '5 Generic (max follows the row)', page: gpaPage(), payload: { applicant_universities: [{ score: '4.4', max_score: '4.3' }] }, expected: err('applicant_universities.0.score', '4.3 이내로 입력하여 주세요') },
  { name: 'a GPA without a chosen scale keeps the configured max', rule: '5 Generic (max follows the row)', page: gpaPage(), payload: { applicant_universities: [{ score: '85' }] }, expected: err('applicant_universities.0.score', '4.5 이내로 입력하여 주세요') },
  { name: 'a GPA above the chosen 100-point scale', rule: '5 Generic (max follows the row)', page: gpaPage(), payload: { applicant_universities: [{ score: '100.5', max_score: '100' }] }, expected: err('applicant_universities.0.score', '100 이내로 입력하여 주세요') },
  // Patterns
  { name: 'email type', rule: '5 Patterns (email)', page: one(item('email', 'email')), payload: { email: 'a@b' }, expected: err('email', M.engine.invalidEmail) },
  { name: 'email with a long TLD', rule: '5 Patterns (email)', page: one(item('email', 'email')), payload: { email: 'a@b.abcdefghi' }, expected: err('email', M.engine.invalidEmail) },
  { name: 'cellphone pattern with its own message', rule: '5 Patterns (cellphone)', page: one(item('text', 'phone', { input: { pattern: { value: 'cellphone', message: '휴대폰번호를 확인하세요' } } })), payload: { phone: '0212345678' }, expected: err('phone', '휴대폰번호를 확인하세요') },
  { name: 'phone pattern accepts a landline', rule: '5 Patterns (phone)', page: one(item('text', 'tel', { input: { pattern: { value: 'phone' } } })), payload: { tel: '0212345678' }, expected: 'valid' },
  { name: 'phone pattern allows blank', rule: '5 Patterns (blank)', page: one(item('text', 'tel', { required: 'N', input: { pattern: { value: 'phone' } } })), payload: { tel: '' }, expected: 'valid' },
  { name: 'phone_dash pattern', rule: '5 Patterns (phone_dash)', page: one(item('text', 'tel', { input: { pattern: { value: 'phone_dash' } } })), payload: { tel: '01012345678' }, expected: err('tel', M.engine.invalidPhone) },
  { name: 'stamp pattern', rule: '5 Patterns (stamp)', page: one(item('text', 'stamp_number', { input: { pattern: { value: 'stamp' } } })), payload: { stamp_number: '1234567-12345678' }, expected: err('stamp_number', M.engine.invalidFormat) },
  { name: 'stamp pattern allows blank', rule: '5 Patterns (blank)', page: one(item('text', 'stamp_number', { required: 'N', input: { pattern: { value: 'stamp' } } })), payload: {}, expected: 'valid' },
  { name: 'name_english pattern', rule: '5 Patterns (name_english)', page: one(item('text', 'name_en', { input: { pattern: { value: 'name_english', message: '영문만 입력하여 주세요' } } })), payload: { name_en: 'Hong Gil-dong' }, expected: err('name_en', '영문만 입력하여 주세요') },
  { name: 'ncs_code pattern', rule: '5 Patterns (ncs_code)', page: one(item('text', 'ncs_code', { input: { pattern: { value: 'ncs_code' } } })), payload: { ncs_code: '1234567' }, expected: err('ncs_code', M.ncsCode) },
  { name: 'number pattern is a single digit', rule: '5 Patterns (number)', page: one(item('text', 'grade', { input: { pattern: { value: 'number' } } })), payload: { grade: '12' }, expected: err('grade', M.engine.invalidNumber) },
  { name: 'float pattern on text', rule: '5 Patterns (float)', page: one(item('text', 'rate', { input: { pattern: { value: 'float' } } })), payload: { rate: '1.234' }, expected: err('rate', M.engine.invalidNumber) },
  { name: 'regex source pattern', rule: '3 Item input_type.pattern', page: one(item('text', 'code', { input: { pattern: { value: '^[A-Z]{3}$', message: '대문자 3자' } } })), payload: { code: 'abc' }, expected: err('code', '대문자 3자') },
  // Dates
  { name: 'date minimum 1900-01-01', rule: '5 Dates', page: one(item('date', 'obtained_date')), payload: { obtained_date: '1899-12-31' }, expected: err('obtained_date', '1900-01-01 이후로 입력하여 주세요') },
  { name: 'date maximum Dec 31 of next year', rule: '5 Dates', page: one(item('date', 'obtained_date')), payload: { obtained_date: `${NY + 1}-01-01` }, expected: err('obtained_date', `${NY}-12-31 이전으로 입력하여 주세요`) },
  { name: 'date on the maximum is fine', rule: '5 Dates', page: one(item('date', 'obtained_date')), payload: { obtained_date: `${NY}-12-31` }, expected: 'valid' },
  { name: 'checkDate.maxDate', rule: '5 Dates', page: one(item('date', 'veterans_obtained_date', { checkDate: { maxDate: '2025-01-16' } })), payload: { veterans_obtained_date: '2025-01-17' }, expected: err('veterans_obtained_date', '2025-01-16 이전으로 입력하여 주세요') },
  { name: 'checkDate.maxDate never beyond next year', rule: '5 Dates', page: one(item('date', 'obtained_date', { checkDate: { maxDate: `${NY + 3}-01-01` } })), payload: { obtained_date: `${NY + 2}-01-01` }, expected: err('obtained_date', `${NY}-12-31 이전으로 입력하여 주세요`) },
  { name: 'checkDate.minDate', rule: '5 Dates', page: one(item('date', 'application_date', { checkDate: { minDate: '2024-11-22' } })), payload: { application_date: '2024-11-21' }, expected: err('application_date', '2024-11-22 이후로 입력하여 주세요') },
  { name: 'refuses a date of 2025-02-30 (not in the calendar)', rule: '5 Dates', page: one(item('date', 'obtained_date')), payload: { obtained_date: '2025-02-30' }, expected: err('obtained_date', M.engine.nonexistentDate) },
  { name: 'refuses a date of 2024-04-31', rule: '5 Dates', page: one(item('date', 'obtained_date')), payload: { obtained_date: '2024-04-31' }, expected: err('obtained_date', M.engine.nonexistentDate) },
  { name: 'accepts the leap day 2024-02-29', rule: '5 Dates', page: one(item('date', 'obtained_date')), payload: { obtained_date: '2024-02-29' }, expected: 'valid' },
  { name: 'refuses a date before 1900-01-01', rule: '5 Dates (minimum 1900-01-01)', page: one(item('date', 'obtained_date')), payload: { obtained_date: '1899-12-31' }, expected: err('obtained_date', '1900-01-01 이후로 입력하여 주세요') },
  { name: 'refuses a date range start of 2023-02-29', rule: '5 Dates (range)', page: one(item('date_range', 'period')), payload: { period_start_date: '2023-02-29', period_end_date: '2023-03-31' }, expected: err('period_start_date', M.engine.nonexistentDate) },
  { name: 'refuses a date range end after Dec 31 of next year', rule: '5 Dates (range)', page: one(item('date_range', 'period')), payload: { period_start_date: '2024-03-01', period_end_date: `${NY + 1}-01-01` }, expected: err('period_end_date', `${NY}-12-31 이전으로 입력하여 주세요`) },
  // 5 'Dates': a group with an active check_date item takes its maximum from that item's first option value.
  { name: 'check_date item caps the dates of its group', rule: '5 Dates (check_date)', page: checkDatePage('2025-05-31'), payload: { obtained_date: '2025-06-01' }, expected: err('obtained_date', '2025-05-31 이전으로 입력하여 주세요') },
  { name: 'check_date item: its own day is allowed', rule: '5 Dates (check_date)', page: checkDatePage('2025-05-31'), payload: { obtained_date: '2025-05-31' }, expected: 'valid' },
  { name: 'check_date item caps a date range of its group', rule: '5 Dates (check_date)', page: page([detail([checkDate('2025-05-31'), item('date_range', 'period')])]), payload: { period_start_date: '2025-05-01', period_end_date: '2025-06-30' }, expected: err('period_end_date', '2025-05-31 이전으로 입력하여 주세요') },
  { name: 'check_date item: the first option value wins', rule: '5 Dates (check_date)', page: checkDatePage('2025-05-31', '2026-01-01'), payload: { obtained_date: '2025-07-01' }, expected: err('obtained_date', '2025-05-31 이전으로 입력하여 주세요') },
  { name: 'an inactive check_date item caps nothing', rule: '5 Dates (check_date active)', page: page([detail([checkDate('2025-05-31', undefined, 'N'), item('date', 'obtained_date')])]), payload: { obtained_date: '2025-06-01' }, expected: 'valid' },
  { name: 'a check_date item caps only its own group', rule: '5 Dates (check_date group)', page: page([detail([checkDate('2025-05-31')]), detail([item('date', 'obtained_date')])]), payload: { obtained_date: '2025-06-01' }, expected: 'valid' },
  { name: 'check_date caps the dates of each row', rule: '5 Dates (check_date)', page: page([detail([checkDate('2025-05-31'), item('text', 'organization_name'), item('date', 'obtained_date')], { repeatable: { model: 'applicant_careers' } })], 'career'), payload: { applicant_careers: [{ organization_name: '회사', obtained_date: '2025-06-01' }] }, expected: err('applicant_careers.0.obtained_date', '2025-05-31 이전으로 입력하여 주세요') },
  // Date questions of a question group (answers in question order).
  { name: 'refuses a date question answer of 2025-02-30', rule: '5 Dates (questions)', page: dateQuestionPage(), payload: dateAnswer('2025-02-30'), expected: err(`${QM}.detail_${DATE_QUESTION_DETAIL}.answers.0.answer`, M.engine.nonexistentDate) },
  { name: "refuses a date question answer after the question's max", rule: '5 Dates (questions)', page: dateQuestionPage(), payload: dateAnswer('2025-03-01'), expected: err(`${QM}.detail_${DATE_QUESTION_DETAIL}.answers.0.answer`, '2025-02-28 이전으로 입력하여 주세요') },
  { name: "accepts a date question answer on the question's max", rule: '5 Dates (questions)', page: dateQuestionPage(), payload: dateAnswer('2025-02-28'), expected: 'valid' },
  // Name change (2.10): the change date exists and has already happened.
  { name: 'refuses a name-change date in the future', rule: '5 Dates (name change)', page: nameChangePage(), payload: nameChange(TOMORROW), expected: err('applicant_personal_infos.options.change_date', `${TODAY} 이전으로 입력하여 주세요`) },
  { name: 'accepts a name change of today', rule: '5 Dates (name change)', page: nameChangePage(), payload: nameChange(TODAY), expected: 'valid' },
  { name: 'refuses a name-change date of 2023-02-29', rule: '5 Dates (name change)', page: nameChangePage(), payload: nameChange('2023-02-29'), expected: err('applicant_personal_infos.options.change_date', M.engine.nonexistentDate) },
  { name: 'date_range end before start', rule: '5 Dates (range)', page: one(item('date_range', 'period')), payload: { period_start_date: '2024-03-01', period_end_date: '2024-02-28' }, expected: err('period_end_date', '2024-03-01 이후로 입력하여 주세요') },
  { name: 'date_range required end', rule: '3 Storage conventions', page: one(item('date_range', 'period')), payload: { period_start_date: '2024-03-01' }, expected: err('period_end_date', M.required) },
  { name: 'date_range same day is fine', rule: '5 Dates (range)', page: one(item('date_range', 'period')), payload: { period_start_date: '2024-03-01', period_end_date: '2024-03-01' }, expected: 'valid' },
  // Birthdate
  { name: 'birth year before 1900', rule: '5 Birthdate', page: one(item('birthdate', 'birth', { input: { model: 'applicant_personal_infos' } })), payload: { applicant_personal_infos: { birth_year: '1899', birth_month: '1', birth_day: '1' } }, expected: err('applicant_personal_infos.birth_year', '1900 이상 입력하여 주세요') },
  { name: 'birth year after next year', rule: '5 Birthdate', page: one(item('birthdate', 'birth')), payload: { birth_year: `${NY + 1}`, birth_month: '1', birth_day: '1' }, expected: err('birth_year', `${NY} 이내로 입력하여 주세요`) },
  { name: 'birth year at most 4 characters', rule: '5 Birthdate', page: one(item('birthdate', 'birth')), payload: { birth_year: '01990', birth_month: '1', birth_day: '1' }, expected: err('birth_year', '4 자 이내로 입력하여 주세요') },
  { name: 'birth month 1-12', rule: '5 Birthdate', page: one(item('birthdate', 'birth')), payload: { birth_year: '1990', birth_month: '13', birth_day: '1' }, expected: err('birth_month', '12 이내로 입력하여 주세요') },
  { name: 'birth day 1-31', rule: '5 Birthdate', page: one(item('birthdate', 'birth')), payload: { birth_year: '1990', birth_month: '12', birth_day: '0' }, expected: err('birth_day', '1 이상 입력하여 주세요') },
  { name: 'birthdate required parts', rule: '3 Storage conventions', page: one(item('birthdate', 'birth')), payload: { birth_year: '1990' }, expected: err('birth_month', M.required) },
  { name: 'an optional birth date is whole or empty', rule: '3 Storage conventions', page: one(item('birthdate', 'birth', { required: 'N' })), payload: { birth_year: '1999', birth_month: '3' }, expected: err('birth_day', M.engine.incompleteDate(true)) },
  { name: 'an optional birth date left empty is fine', rule: '3 Storage conventions', page: one(item('birthdate', 'birth', { required: 'N' })), payload: {}, expected: 'valid' },
  { name: 'an optional birthdate_md is whole or empty', rule: '2.10 birthdate_md', page: one(item('birthdate_md', 'anniversary', { required: 'N' })), payload: { anniversary_day: '29' }, expected: err('anniversary_month', M.engine.incompleteDate(false)) },
  { name: 'birthdate_md has no year', rule: '2.10 birthdate_md', page: one(item('birthdate_md', 'anniversary')), payload: { anniversary_month: '2', anniversary_day: '29' }, expected: 'valid' },
  { name: 'refuses a birth date of 1998-02-30', rule: '5 Dates (Birthdate)', page: one(item('birthdate', 'birthdate', { input: { model: 'applicant_personal_infos' } })), payload: { applicant_personal_infos: { birthdate_year: '1998', birthdate_month: '02', birthdate_day: '30' } }, expected: err('applicant_personal_infos.birthdate_day', '28 이내로 입력하여 주세요') },
  { name: 'refuses a birth date of 1900-02-29 (not a leap year)', rule: '5 Dates (Birthdate)', page: one(item('birthdate', 'birth')), payload: { birth_year: '1900', birth_month: '2', birth_day: '29' }, expected: err('birth_day', '28 이내로 입력하여 주세요') },
  { name: 'accepts a birth date of 2000-02-29', rule: '5 Dates (Birthdate)', page: one(item('birthdate', 'birth')), payload: { birth_year: '2000', birth_month: '2', birth_day: '29' }, expected: 'valid' },
  { name: 'refuses a birth date of 1995-04-31', rule: '5 Dates (Birthdate)', page: one(item('birthdate', 'birth')), payload: { birth_year: '1995', birth_month: '4', birth_day: '31' }, expected: err('birth_day', '30 이내로 입력하여 주세요') },
  { name: 'refuses a birthdate_md of 02-30', rule: '5 Dates (Birthdate)', page: one(item('birthdate_md', 'anniversary')), payload: { anniversary_month: '2', anniversary_day: '30' }, expected: err('anniversary_day', '29 이내로 입력하여 주세요') },
  // Multiline
  { name: 'multiline minimum makes it required', rule: '5 Multiline', page: one(item('multiline', 'answer', { required: 'N', items: [{ additional_option: '최소', value: 10 }, { additional_option: '최대', value: 500 }] })), payload: {}, expected: err('answer', M.required) },
  { name: 'multiline minimum', rule: '5 Multiline', page: one(item('multiline', 'answer', { items: [{ additional_option: '최소 글자수', value: 10 }] })), payload: { answer: '짧은 답' }, expected: err('answer', '10 자 이상 입력하여 주세요') },
  { name: 'multiline maximum', rule: '5 Multiline', page: one(item('multiline', 'answer', { items: [{ additional_option: '최대', value: '500' }] })), payload: { answer: '가'.repeat(501) }, expected: err('answer', '500 자 이내로 입력하여 주세요') },
  { name: 'multiline zero limits are ignored', rule: '5 Multiline', page: one(item('multiline', 'answer', { required: 'N', items: [{ additional_option: '최소', value: 0 }] })), payload: {}, expected: 'valid' },
  { name: 'multiline default max 9999', rule: '5 Defaults by type', page: one(item('multiline', 'answer')), payload: { answer: 'a'.repeat(10_000) }, expected: err('answer', '9999 자 이내로 입력하여 주세요') },
  // Choices
  { name: 'required checkbox needs one option', rule: '5 Choices', page: one(item('checkbox', 'hobby', { options: options('a', 'b') })), payload: { hobby: [] }, expected: err('hobby', M.required) },
  { name: 'checkbox with one option is fine', rule: '5 Choices', page: one(item('checkbox', 'hobby', { options: options('a', 'b') })), payload: { hobby: ['b'] }, expected: 'valid' },
  { name: 'checkbox unknown option', rule: '5 Choices', page: one(item('checkbox', 'hobby', { required: 'N', options: options('a', 'b') })), payload: { hobby: ['c'] }, expected: err('hobby', M.engine.invalidOption) },
  { name: 'required radio', rule: '5 Choices', page: one(item('radio', 'military_status', { options: options('Y', 'N') })), payload: {}, expected: err('military_status', M.required) },
  { name: 'select outside its options', rule: '5 Choices', page: one(item('select', 'degree', { options: options('학사', '석사') })), payload: { degree: '박사' }, expected: err('degree', M.engine.invalidOption) },
  { name: 'required target', rule: '5 Choices', page: one(item('target', 'veterans_status', { input: { model: 'applicant_additional_infos' } })), payload: { applicant_additional_infos: {} }, expected: err('applicant_additional_infos.veterans_status', M.required) },
  { name: 'target takes Y or N', rule: '9 Enumerations (target)', page: one(item('target', 'veterans_status')), payload: { veterans_status: '대상' }, expected: err('veterans_status', M.engine.invalidOption) },
  { name: 'required address', rule: '5 Choices', page: one(item('address', 'address')), payload: { address: '서울시 중구' }, expected: err('post_code', M.required) },
  { name: 'required file', rule: '5 File upload (required on count)', page: one(item('file', 'veteran_file')), payload: { veteran_file: [] }, expected: err('veteran_file', M.required) },
  { name: 'required photo', rule: '5 Choices', page: one(item('photo', 'photo')), payload: { photo: '' }, expected: err('photo', M.required) },
  // Ratio
  { name: 'rank above participants', rule: '5 Ratio', page: one(item('ratio', 'rank')), payload: { ip_creator: '10', ip_ranking: '11' }, expected: err('ip_ranking', M.rankOverParticipants) },
  { name: 'ratio above 30%', rule: '5 Ratio', page: one(item('ratio', 'rank')), payload: { ip_creator: '10', ip_ranking: '4' }, expected: err('ip_ranking', M.ratioOver30) },
  { name: 'ratio of 30% is fine', rule: '5 Ratio', page: one(item('ratio', 'rank')), payload: { ip_creator: 10, ip_ranking: 3 }, expected: 'valid' },
  { name: 'ratio 30.04% rounds to 30.0', rule: '5 Ratio (1 decimal)', page: one(item('ratio', 'rank')), payload: { ip_creator: '2500', ip_ranking: '751' }, expected: 'valid' },
  // Repeatable groups
  { name: 'required group needs a row', rule: '4 Repeatable groups', page: one(item('certificate', 'certificate_name'), { required: 'Y', repeatable: { model: 'applicant_certificates' } }, 'certificate'), payload: { applicant_certificates: [] }, expected: err('applicant_certificates', M.required) },
  { name: 'optional group may be empty', rule: '4 Repeatable groups', page: page([detail(careerItems(), { repeatable: { model: 'applicant_careers' } })], 'career'), payload: {}, expected: 'valid' },
  { name: 'default maximum 10 rows', rule: '4 Repeatable groups', page: page([detail(careerItems(), { repeatable: { model: 'applicant_careers' } })], 'career'), payload: { applicant_careers: rows(11, (i) => ({ organization_name: `회사${i}` })) }, expected: err('applicant_careers', M.engine.tooManyRows(10)) },
  { name: 'configured maximum rows', rule: '4 Repeatable groups', page: page([detail(careerItems(), { repeatable: { model: 'applicant_careers', max: 2 } })], 'career'), payload: { applicant_careers: rows(3, (i) => ({ organization_name: `회사${i}` })) }, expected: err('applicant_careers', M.engine.tooManyRows(2)) },
  { name: 'row field errors carry the row index', rule: '4 Repeatable groups', page: page([detail(careerItems(), { repeatable: { model: 'applicant_careers' } })], 'career'), payload: { applicant_careers: [{ organization_name: '회사', period_start_date: '2020-01-01', period_end_date: '2021-01-01' }, { organization_name: '' }] }, expected: err('applicant_careers.1.organization_name', M.required) },
  { name: 'date range inside a row', rule: '5 Dates (range)', page: page([detail(careerItems(), { repeatable: { model: 'applicant_careers' } })], 'career'), payload: { applicant_careers: [{ organization_name: '회사', period_start_date: '2021-01-01', period_end_date: '2020-01-01' }] }, expected: err('applicant_careers.0.period_end_date', '2021-01-01 이후로 입력하여 주세요') },
  { name: 'duplicate certificate', rule: '5 Certificates', page: page([detail(certificateItems(), { repeatable: { model: 'applicant_certificates' } })], 'certificate'), payload: { applicant_certificates: [certRow('정보처리기사'), certRow('전기기사'), certRow('정보처리기사')] }, expected: err('applicant_certificates.2.certificate_name', M.duplicateCertificate) },
  { name: 'same certificate in two tables is fine', rule: '5 Certificates (same table)', page: page([detail(certificateItems(), { repeatable: { model: 'applicant_certificates' } }), detail(certificateItems(), { repeatable: { model: 'applicant_additional_certificates' } })], 'certificate'), payload: { applicant_certificates: [certRow('정보처리기사')], applicant_additional_certificates: [certRow('정보처리기사')] }, expected: 'valid' },
  // Language results against the chosen test (catalogue entries in caseLanguages)
  { name: 'language score above the test max_score', rule: '5 Language (score)', page: languagePage(), payload: { applicant_languages: [languageRow(9001, 'TOEIC', '995', '')] }, expected: err('applicant_languages.0.score', M.scoreMax(990)) },
  { name: 'language score below the test min_score', rule: '5 Language (score)', page: languagePage(), payload: { applicant_languages: [languageRow(9001, 'TOEIC', '5', '')] }, expected: err('applicant_languages.0.score', M.min(10)) },
  { name: 'language score on the test max_score is fine', rule: '5 Language (score)', page: languagePage(), payload: { applicant_languages: [languageRow(9001, 'TOEIC', '990', '')] }, expected: 'valid' },
  { name: 'language score required when the test uses scores', rule: '5 Language (score)', page: languagePage(), payload: { applicant_languages: [languageRow(9001, 'TOEIC', '', '')] }, expected: err('applicant_languages.0.score', M.required) },
  { name: 'language grade outside the test grades', rule: '5 Language (grade)', page: languagePage(), payload: { applicant_languages: [languageRow(9002, 'OPIc', '', 'NH')] }, expected: err('applicant_languages.0.grade', M.engine.invalidOption) },
  { name: 'language grade of the test with the score not applicable', rule: '5 Language (해당없음)', page: languagePage(), payload: { applicant_languages: [languageRow(9002, 'OPIc', formPageMessages.notApplicable, 'IH')] }, expected: 'valid' },
  { name: 'language grade required when the test uses grades', rule: '5 Language (grade)', page: languagePage(), payload: { applicant_languages: [languageRow(9002, 'OPIc', '', '')] }, expected: err('applicant_languages.0.grade', M.required) },
  { name: 'language date before the check-date minimum', rule: '5 Language dates', page: languageDatePage(), payload: { applicant_languages: [{ language_id: '9001', language_name: 'TOEIC', score: '800', application_date: `${NY - 4}-06-01` }] }, expected: err('applicant_languages.0.application_date', `${NY - 3}-01-01 이후로 입력하여 주세요`) },
  { name: 'language date has no minimum for a test whose limit_usage is N', rule: '5 Language dates', page: languageDatePage(), payload: { applicant_languages: [{ language_id: '9003', language_name: 'HSK', score: '250', application_date: `${NY - 4}-06-01` }] }, expected: 'valid' },
  { name: 'free-input language keeps the item rules', rule: '5 Language', page: languagePage(), payload: { applicant_languages: [languageRow('', '기타 어학시험', '', '')] }, expected: err('applicant_languages.0.score', M.required) },
  // High-school grades follow the row's school type (2.10 select_grade_high_school)
  { name: 'general high school takes 1급-9급', rule: '5 Choices (select_grade_high_school)', page: highSchoolPage(), payload: { applicant_high_schools: [{ type: '1', grade: '3급' }] }, expected: 'valid' },
  { name: 'general high school refuses A-E', rule: '5 Choices (select_grade_high_school)', page: highSchoolPage(), payload: { applicant_high_schools: [{ type: '1', grade: 'A' }] }, expected: err('applicant_high_schools.0.grade', M.engine.invalidOption) },
  { name: 'other high school takes A-E', rule: '5 Choices (select_grade_high_school)', page: highSchoolPage(), payload: { applicant_high_schools: [{ type: '2', grade: 'B' }] }, expected: 'valid' },
  { name: 'other high school refuses 1급-9급', rule: '5 Choices (select_grade_high_school)', page: highSchoolPage(), payload: { applicant_high_schools: [{ type: '2', grade: '1급' }] }, expected: err('applicant_high_schools.0.grade', M.engine.invalidOption) },
  // Hidden
  { name: 'hidden detail is not required', rule: '3 Form detail (hidden)', page: one(item('text', 'name'), { hidden: 'Y' }), payload: {}, expected: 'valid' },
  { name: 'inactive detail is not required', rule: '3 Form detail (status)', page: one(item('text', 'name'), { status: 'N' }), payload: {}, expected: 'valid' },
  { name: 'hidden item is not required', rule: '3 Item (hidden)', page: page([detail([item('text', 'name', { hidden: 'Y' }), item('text', 'email', { required: 'N' })])]), payload: {}, expected: 'valid' },
  { name: 'hidden type is never required', rule: '2.10 hidden', page: one(item('hidden', 'token')), payload: {}, expected: 'valid' },
  // Order
  { name: 'first error follows definition order', rule: '5 Generic', page: page([detail([item('text', 'name'), item('email', 'email')])]), payload: { email: 'wrong' }, expected: err('name', M.required) },
];
