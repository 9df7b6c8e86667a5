/**
 * Messages of validation issues that no schema words itself (zod-korean.ts maps every zod issue kind here), so a
 * person never reads a type name from the code. Schemas that pass their own message (the spec's field messages
 * in form/build-schema.ts, the API schemas) keep it. Part of the one catalogue in messages.ts
 * (`messages.validation`). Numbers, sizes and dates arrive already written for people.
 */
export const validationIssueMessages = {
  required: '필수 입력항목입니다.',
  invalidFormat: '입력 형식이 올바르지 않습니다.',
  invalidValue: '입력 값이 올바르지 않습니다.',

  // A value of the wrong kind.
  expectText: '문자로 입력해 주세요.',
  expectNumber: '숫자로 입력해 주세요.',
  expectInteger: '소수점 없는 정수로 입력해 주세요.',
  expectYesNo: '예 또는 아니요로 선택해 주세요.',
  expectDate: '올바른 날짜를 입력해 주세요.',
  expectList: '여러 항목을 목록으로 입력해 주세요.',
  expectFile: '파일을 선택해 주세요.',
  notAllowed: '입력할 수 없는 항목입니다.',

  // Lengths, counts, ranges.
  minLength: (n: string) => `${n}자 이상 입력해 주세요.`,
  maxLength: (n: string) => `${n}자 이내로 입력해 주세요.`,
  exactLength: (n: string) => `${n}자로 입력해 주세요.`,
  minItems: (n: string) => `${n}개 이상 입력해 주세요.`,
  maxItems: (n: string) => `${n}개까지 입력할 수 있습니다.`,
  exactItems: (n: string) => `${n}개를 입력해 주세요.`,
  minNumber: (n: string) => `${n} 이상의 값을 입력해 주세요.`,
  aboveNumber: (n: string) => `${n}보다 큰 값을 입력해 주세요.`,
  maxNumber: (n: string) => `${n} 이하의 값을 입력해 주세요.`,
  belowNumber: (n: string) => `${n}보다 작은 값을 입력해 주세요.`,
  minDate: (d: string) => `${d} 이후 날짜를 입력해 주세요.`,
  afterDate: (d: string) => `${d}보다 늦은 날짜를 입력해 주세요.`,
  maxDate: (d: string) => `${d} 이전 날짜를 입력해 주세요.`,
  beforeDate: (d: string) => `${d}보다 이른 날짜를 입력해 주세요.`,
  minFileSize: (size: string) => `${size} 이상인 파일을 올려 주세요.`,
  maxFileSize: (size: string) => `${size} 이하 파일을 올려 주세요.`,
  minOther: (n: string) => `${n} 이상이어야 합니다.`,
  maxOther: (n: string) => `${n} 이하여야 합니다.`,
  multipleOf: (n: string) => `${n} 단위로 입력해 주세요.`,

  // Formats: what the value should have been, in words ('이메일 주소 형식이 올바르지 않습니다.').
  formatOf: (what: string) => `${what} 형식이 올바르지 않습니다.`,
  formatNames: {
    email: '이메일 주소',
    url: '인터넷 주소',
    id: '식별 번호',
    datetime: '날짜와 시간',
    date: '날짜',
    time: '시간',
    duration: '기간',
    ip: 'IP 주소',
    ipRange: 'IP 주소 범위',
    mac: '기기 주소(MAC)',
    encoded: '인코딩된 값',
    json: '데이터',
    phone: '국제 전화번호',
    card: '카드 번호',
    iban: '국제 계좌 번호',
    currency: '통화 코드',
    token: '인증 정보',
    hostname: '도메인',
    hex: '16진수',
    hash: '해시 값',
  },
  onlyEmoji: '이모지만 입력해 주세요.',
  lowercase: '영문 소문자로 입력해 주세요.',
  uppercase: '영문 대문자로 입력해 주세요.',
  /** The particle after the quoted text is chosen for it: '서울'으로, 'abc'(으)로. */
  startsWith: (prefixWithParticle: string) => `${prefixWithParticle} 시작하도록 입력해 주세요.`,
  endsWith: (suffixWithParticle: string) => `${suffixWithParticle} 끝나도록 입력해 주세요.`,
  includes: (textWithParticle: string) => `${textWithParticle} 포함해 입력해 주세요.`,

  // Shapes.
  unknownKeys: (keys: string) => `알 수 없는 항목(${keys})이 포함되어 있습니다.`,
  invalidKey: '항목 이름이 올바르지 않습니다.',
  invalidElement: '목록에 올바르지 않은 값이 있습니다.',
  /** The particle after the quoted value is chosen for it: 'Y'로, 'url'(으)로. */
  oneValue: (valueWithParticle: string) => `${valueWithParticle} 입력해 주세요.`,
  oneOf: (list: string) => `${list} 중에서 선택해 주세요.`,
  oneOfMany: '정해진 값 중에서 선택해 주세요.',
} as const;
