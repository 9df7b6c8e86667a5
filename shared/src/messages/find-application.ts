/** Find my application (spec part 2, 2.2–2.3 and 5 'Identification form'): R5-0 and the Q&A identification. */
export const findApplicationMessages = {
  title: '지원내역 확인',
  subtitle: '지원내역을 확인하시려면 아래 정보를 입력해 주세요',
  submit: '지원내역 확인',
  noNotices: '선택 가능한 공고가 없습니다',
  forgotPassword: '비밀번호를 잊으셨나요?',
  selectNotice: '공고를 선택해 주세요',
  required: (label: string) => `${label}: 내용을 입력해 주세요`,
  minLength: (n: number) => `${n}자 이상 입력해 주세요`,
  maxLength: (n: number) => `${n}자 이하로 입력해 주세요`,
  invalidPhone: '휴대폰번호 형식이 올바르지 않습니다',
  invalidEmail: '이메일 형식이 올바르지 않습니다',
  /** The one answer for a wrong field and for a person who never applied: it never tells who applied. */
  notFound: '입력하신 정보와 일치하는 지원내역이 없습니다. 입력하신 내용을 확인해 주세요.',
  tooManyAttempts: '지원내역 확인 시도가 너무 많습니다. 1시간 후 다시 시도해 주세요.',
  tooManyAttemptsFromAddress: '같은 네트워크에서 지원내역 확인 시도가 너무 많습니다. 1시간 후 다시 시도해 주세요.',
  labels: { notice: '공고', name: '이름', phone: '휴대폰번호', email: '이메일', password: '비밀번호' },
} as const;
