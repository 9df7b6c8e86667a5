import { retryWaitText } from './find-application.ts';

/** Messages of verification codes, the time check and the auth save (part of the one catalogue in messages.ts). */
export const verificationMessages = {
  emptyEmail: '이메일을 입력하여 주세요',
  emptyPhone: '휴대폰번호를 입력하여 주세요',
  invalidEmail: '이메일 형식이 올바르지 않습니다.',
  invalidPhone: '휴대폰번호 형식이 올바르지 않습니다.',
  /** A number typed with dashes or spaces: refused, never silently stripped (the field's hint says digits only). */
  phoneDigitsOnly: '휴대폰번호는 숫자로 입력하여 주세요.',
  sentEmail: '이메일을 발송하였습니다.',
  sentSms: '문자를 발송하였습니다.',
  verified: '인증 되었습니다',
  failed: '인증을 실패 하였습니다. 다시 입력하여 주세요',
  expired: '인증 시간이 만료되었습니다. 인증번호를 다시 요청해 주세요.',
  used: '이미 사용한 인증번호입니다. 인증번호를 다시 요청해 주세요.',
  /** The wrong code that used up the code's own guesses (from every address together): no further try of it is compared. */
  failedLastTry: '인증을 실패 하였습니다. 이 인증번호는 더 이상 사용할 수 없습니다. 인증번호를 다시 요청해 주세요.',
  /** A try after the code's guesses were used up: refused without comparing it. */
  tooManyAttempts: '이 인증번호는 잘못 입력된 횟수가 많아 더 이상 사용할 수 없습니다. 인증번호를 다시 요청해 주세요.',
  /** After several wrong codes for one recipient from one address (functions/src/domain/abuse/): when to enter one again. */
  waitBeforeRetry: (seconds: number) => `인증번호를 여러 번 잘못 입력하셨습니다. ${retryWaitText(seconds)} 후 다시 입력해 주세요.`,
  tooManySends: '인증번호 요청 횟수를 초과했습니다. 1시간 후 다시 시도해 주세요.',
  tooManySendsFromAddress: '같은 네트워크에서 인증번호 요청이 너무 많습니다. 1시간 후 다시 시도해 주세요.',
  tooManySendsForSite: '지금은 인증번호 요청이 많아 보낼 수 없습니다. 잠시 후 다시 시도해 주세요.',
  /** The mailbox bounced for good, or its owner marked our mail as spam (SES's events): nothing more is sent to it. */
  mailboxSuppressed: '이 이메일 주소로 보낸 메일이 반송되었거나 수신이 거부되어 인증번호를 보낼 수 없습니다. 다른 이메일 주소를 입력해 주세요.',
  notOpenForCodes: '아직 접수 기간이 아니어서 인증번호를 보낼 수 없습니다.',
  closedForCodes: '입사지원 기간이 마감되어 인증번호를 보낼 수 없습니다.',
} as const;

export const authSaveMessages = {
  agree: (title: string) => `${title}를 동의하여 주세요`,
  selectTask: '지원분야를 선택하여 주세요',
  needAuth: '본인인증 확인 후 진행하여 주세요',
  needEmail: '이메일 확인 후 진행하여 주세요',
  needSms: '휴대폰번호 문자 확인 후 진행하여 주세요',
  checkPassword: '비밀번호를 확인하여 주세요',
  required: (title: string) => `${title}의 내용을 입력하여 주세요.`,
  minLength: (n: number) => `${n} 자 이상 입력하여 주세요`,
  maxLength: (n: number) => `${n} 자 이내로 입력하여 주세요`,
  min: (n: number) => `${n} 이상 입력하여 주세요`,
  max: (n: number) => `${n} 이내로 입력하여 주세요`,
  /** A number field holding something that is not a number (a pasted word, two decimal points). */
  numberOnly: '숫자만 입력하여 주세요.',
  /** A name holding anything but letters, spaces and . - ' (digits, markup, symbols). */
  nameCharacters: "이름은 글자와 띄어쓰기, 마침표(.), 하이픈(-), 작은따옴표(')로만 입력하여 주세요.",
  /** The password rule (OWASP ASVS level 2): shown under the field before any error, and the blocklist's refusal. */
  passwordRule: (min: number) => `비밀번호는 ${min}자 이상으로 입력해 주세요. 자주 쓰이는 비밀번호(예: password1, 12345678)는 사용할 수 없습니다.`,
  commonPassword: '자주 쓰이는 비밀번호는 사용할 수 없습니다. 다른 사람이 짐작하기 어려운 비밀번호를 입력해 주세요.',
  notOpen: '아직 접수 기간이 아닙니다.',
  closed: '입사지원 기간이 마감되었습니다.',
  duplicate: 'duplicate',
  invalidToken: '지원자 정보가 확인되지 않습니다. 처음부터 다시 진행해 주세요.',
} as const;
