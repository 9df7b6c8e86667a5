import { submissionMessages } from './submission.ts';

/** A wait in words: seconds under a minute, whole minutes (rounded up) beyond. */
export const retryWaitText = (seconds: number): string => (seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`);

/** Find my application (spec part 2, 2.2–2.3 and 5 'Identification form'): R5-0 and the Q&A identification. */
export const findApplicationMessages = {
  /** The page is the header's '지원서 확인' (spec: R5-0 'Check application'), one name for one place (ux.md p13). */
  title: submissionMessages.checkApplication,
  subtitle: '지원내역을 확인하시려면 아래 정보를 입력해 주세요',
  submit: submissionMessages.checkApplication,
  noNotices: '선택 가능한 공고가 없습니다',
  forgotPassword: '비밀번호를 잊으셨나요?',
  /** Every required field of the identification form, the notice included (spec part 2, 5). */
  required: (label: string) => `${label}: 내용을 입력해 주세요`,
  minLength: (n: number) => `${n}자 이상 입력해 주세요`,
  maxLength: (n: number) => `${n}자 이하로 입력해 주세요`,
  invalidPhone: '휴대폰번호 형식이 올바르지 않습니다',
  invalidEmail: '이메일 형식이 올바르지 않습니다',
  /** The one answer for a wrong field and for a person who never applied: it never tells who applied. */
  notFound: '입력하신 정보와 일치하는 지원내역이 없습니다. 입력하신 내용을 확인해 주세요.',
  /** After several failures of one person from one address (functions/src/domain/abuse/): when to try again. */
  waitBeforeRetry: (seconds: number) => `입력하신 정보로 지원내역 확인에 여러 번 실패했습니다. ${retryWaitText(seconds)} 후 다시 시도해 주세요.`,
  deleteTypeRequired: '삭제 요청이 올바르지 않습니다.',
  deleteNeedsSms: '휴대폰 인증을 마친 뒤 지원서를 삭제할 수 있습니다.',
  checkIdRequired: '지원자 번호(check_id)를 확인해 주세요.',
  deleteNotAllowed: '제출한 지원서는 삭제할 수 없습니다.',
  deleteClosed: '접수 기간이 아니어서 지원서를 삭제할 수 없습니다.',
  deleteBusy: '시험 장소 처리가 몰려 지금은 삭제할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  labels: { notice: '공고', name: '이름', phone: '휴대폰번호', email: '이메일', password: '비밀번호' },
  noticePlaceholder: '선택해 주세요',
  checking: '지원내역을 확인하는 중입니다.',
  /** Delete dialog (spec part 2, 2.5, 4.7, 8). */
  deleteDialog: {
    title: '지원서 삭제',
    open: '삭제',
    intro: '지원서를 삭제하려면 지원할 때 입력한 휴대폰번호로 본인 확인을 해 주세요.',
    warning: '삭제한 지원서는 복구할 수 없습니다.',
    phoneLabel: '휴대폰번호',
    emptyPhone: '휴대폰번호를 입력해 주세요',
    sendFailed: '휴대폰번호를 확인해 주세요',
    confirmFailed: '인증에 실패했습니다. 다시 입력해 주세요',
    expired: '인증 시간이 만료되었습니다',
    cancel: '취소',
    submit: '지원서 삭제',
    deleting: '지원서를 삭제하는 중입니다',
    deleted: '지원서가 삭제되었습니다',
    /** The spec's one text for a failed delete or cancel (spec part 2, 8). */
    failed: submissionMessages.cancelError,
  },
  /** verify/request/sms with type 'applicant_delete': only to the phone given at application, by its applicant. */
  deletePhoneMismatch: '지원할 때 입력한 휴대폰번호를 입력해 주세요',
  /** Codes of password recovery are sent by applicant/findPassword only. */
  codePurposeRefused: '이 인증번호는 이 화면에서 요청할 수 없습니다.',
  /** Find and reset password (spec part 2, 2.15, 2.16, 4.8, 5, 8). */
  password: {
    findTitle: '비밀번호 재설정',
    findSubtitle: '본인 확인을 위해 아래 정보를 입력해 주세요',
    /** Every required field of find password, the notice included (spec part 2, 5; its Korean as part 1, 5 gives it). */
    required: (label: string) => `${label}의 내용을 입력하여 주세요.`,
    send: '인증번호 받기',
    sending: '지원내역을 확인하는 중입니다',
    codeLabel: '인증번호',
    confirm: '확인',
    resend: '다시 받기',
    authenticated: '인증되었습니다',
    authFailed: '인증에 실패했습니다. 다시 입력해 주세요',
    expired: '인증 시간이 만료되었습니다',
    resetTitle: '비밀번호 재설정',
    resetSubtitle: '새 비밀번호를 입력해 주세요',
    newPassword: '새 비밀번호',
    newPasswordConfirm: '새 비밀번호 확인',
    change: '비밀번호 변경',
    changing: '비밀번호를 변경하는 중입니다',
    mismatch: '비밀번호를 확인해 주세요',
    changed: '비밀번호가 변경되었습니다',
    invalidPath: '잘못된 경로로 접근하셨습니다',
    /** The reset token is single use and short-lived. */
    /** After several recovery requests for one person from one address, until a code is confirmed. */
    waitBeforeRetry: (seconds: number) => `비밀번호 재설정 요청이 여러 번 있었습니다. ${retryWaitText(seconds)} 후 다시 시도해 주세요.`,
    resetExpired: '비밀번호 재설정 시간이 지났거나 이미 사용된 요청입니다. 처음부터 다시 진행해 주세요.',
    tokenRequired: '비밀번호 재설정 요청이 올바르지 않습니다.',
    /** After applicant/findPassword, whether or not the details matched an application. */
    sentIfMatch: '입력하신 정보와 일치하는 지원내역이 있으면 지원할 때 입력한 휴대폰번호로 인증번호를 보냈습니다.',
  },
  history: {
    title: '지원내역',
    details: '상세보기',
    applicantNumber: '수험번호',
    date: '일자',
    status: '접수상태',
    application: '지원서',
    view: '보기',
    modify: '수정',
    statusText: (status: string) => (status === 'Y' ? '접수완료' : status === 'C' ? '접수취소' : '작성중'),
    noPhoto: '사진 없음',
    /** The alt text of the applicant's photo on the history (issue 41 item 6). */
    photoAlt: (name: string) => `${name} 사진`,
    stepsPending: '선발 진행 상황은 결과가 발표되면 이곳에 표시됩니다.',
    /** Staff viewing an applicant (spec part 2, 6): read-only, marked on the page. */
    testMode: '테스트 모드',
    testModeNote: '직원용 테스트 모드입니다. 지원서를 볼 수만 있고 수정, 삭제, 제출은 할 수 없습니다.',
    // The cancel dialog of the history is the preview's (spec part 2, 2.6): one wording.
    confirmCancel: submissionMessages.cancelText,
    confirmCancelYes: submissionMessages.cancelYes,
    confirmCancelNo: submissionMessages.cancelNo,
    cancelling: submissionMessages.cancelling,
    cancelled: submissionMessages.cancelled,
    cancelError: submissionMessages.cancelError,
    closed: submissionMessages.cancelLimit,
  },
} as const;
