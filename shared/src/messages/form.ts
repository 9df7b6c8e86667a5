/**
 * Korean messages of the form-page validation engine and the tenant rules (spec part 1 section 5), part of the one
 * catalogue (`messages.form`). Top-level entries quote the spec; entries under `engine` are the engine's own polite
 * Korean for cases the spec does not word (malformed input that the UI cannot produce).
 */
export const formMessages = {
  /** 5 'Generic field messages (form pages)'. */
  required: '필수 입력항목입니다.',
  minLength: (n: number) => `${n} 자 이상 입력하여 주세요`,
  maxLength: (n: number) => `${n} 자 이내로 입력하여 주세요`,
  min: (n: number | string) => `${n} 이상 입력하여 주세요`,
  max: (n: number | string) => `${n} 이내로 입력하여 주세요`,
  dateMin: (d: string) => `${d} 이후로 입력하여 주세요`,
  dateMax: (d: string) => `${d} 이전으로 입력하여 주세요`,
  /** 'For scores': a language score above the chosen test's max_score. */
  scoreMax: (n: number | string) => `${n} 점 이하로 입력하여 주세요`,
  /** 5 'Patterns': the one message the spec words (one tenant's ncs_code message). */
  ncsCode: 'NCS코드 형식(숫자, 8자리)이 맞지 않습니다.',
  /** 5 'Multiline' helper and counter texts (UI, kept here so the catalogue has them). */
  multilineRange: (min: number, max: number) => `글자수 : ${min} ~ ${max} 자`,
  multilineMax: (max: number) => `글자수 : 최대 ${max} 자`,
  multilineCounter: (count: number, max: number) => `${count} / ${max} 자`,
  /** 5 'Ratio'. */
  rankOverParticipants: '순위는 참여인원보다 클 수 없습니다.',
  ratioOver30: '석차비율은 30%를 넘을 수 없습니다.',
  /** 2.10 select_grade_high_school: the grades of a general high school are 1급–9급 (others A–E). */
  highSchoolGrade: (n: number) => `${n}급`,
  /** 5 'Certificates'. */
  duplicateCertificate: '중복된 자격증은 입력할 수 없습니다.',
  /** 5 'Certificates': the split certificate number (the spec gives the formats, not the wording), e.g. 0000-00000. */
  certificateNumberFormat: (parts: readonly number[]) => `자격증 번호를 ${parts.map((n) => '0'.repeat(n)).join('-')} 형식으로 입력해 주세요.`,
  /** A picker entry the list restricted by an earlier answer would not have offered (e.g. a language test of another type). */
  notOffered: '선택할 수 없는 항목입니다. 목록에서 다시 선택해 주세요.',
  /** 5 'Language': one tenant's score steps (ids 1 and 84). */
  scoreStep: '점수 입력 형식이 맞지 않습니다.',
  /** Engine texts, not quoted from the spec (the spec gives no wording for these cases). */
  engine: {
    invalidFormat: '입력 형식이 올바르지 않습니다.',
    invalidEmail: '이메일 형식이 올바르지 않습니다.',
    invalidPhone: '전화번호 형식이 올바르지 않습니다.',
    invalidNumber: '숫자로 입력하여 주세요.',
    invalidDate: '날짜 형식(YYYY-MM-DD)으로 입력하여 주세요.',
    invalidMonth: '날짜 형식(YYYY-MM)으로 입력하여 주세요.',
    /** A well-formed date that is not in the calendar (2025-02-30). */
    nonexistentDate: '달력에 없는 날짜입니다. 날짜를 확인하여 주세요.',
    /** A birth date given in part (a year and a month, no day): whole or not at all. */
    incompleteDate: (withYear: boolean) => (withYear ? '연, 월, 일을 모두 입력하여 주세요.' : '월과 일을 모두 입력하여 주세요.'),
    invalidOption: '선택 항목이 올바르지 않습니다.',
    tooManyRows: (n: number) => `최대 ${n}개까지 입력할 수 있습니다.`,
    /** A score or grade sent for a language test that does not use it (the field shows '해당없음'). */
    notApplicableValue: '선택한 시험에는 입력하지 않는 항목입니다.',
  },
} as const;
