import { retryWaitText } from './find-application.ts';

/** Q&A (spec part 2, 2.14, 5 'Q&A form', 8). */
export const qnaMessages = {
  /** The page's title, before and after identification (spec part 2, 2.3: 'Q & A'). */
  title: 'Q & A',
  subtitle: '문의를 남겨 주시면 이메일로 답변드리겠습니다',
  /** The identification form's subtitle and button on this page (spec part 2, 2.3). */
  identifySubtitle: '문의를 남기시려면 아래 정보를 입력해 주세요',
  identifySubmit: '문의하기',
  category: '문의 유형',
  categoryPlaceholder: '선택해 주세요',
  titleLabel: '제목',
  files: '첨부파일',
  addFiles: '파일 추가',
  filesHint: (count: number, mb: number) => `파일은 ${count}개까지, 한 파일에 ${mb}MB까지 올릴 수 있습니다.`,
  removeFile: (name: string) => `${name} 삭제`,
  uploading: '파일을 올리는 중입니다',
  content: '문의 내용',
  required: '필수 입력 항목입니다',
  submit: '문의하기',
  submitting: '문의를 등록하는 중입니다',
  registered: '문의가 등록되었습니다',
  noCategories: '문의를 받을 수 있는 유형이 없습니다',
  unknownCategory: '문의 유형을 다시 선택해 주세요',
  titleTooLong: (n: number) => `제목은 ${n}자 이하로 입력해 주세요`,
  contentTooLong: (n: number) => `문의 내용은 ${n}자 이하로 입력해 주세요`,
  tooManyFiles: (n: number) => `첨부파일은 ${n}개까지 올릴 수 있습니다.`,
  totalTooLarge: (mb: number) => `첨부파일은 모두 합해 ${mb}MB까지 올릴 수 있습니다.`,
  fileNotFound: '첨부파일을 찾을 수 없습니다. 다시 올려 주세요.',
  fileAttached: '이미 등록한 문의의 첨부파일은 삭제할 수 없습니다.',
  /** After several inquiries of one applicant from one address in a short time (functions/src/domain/abuse/). */
  waitBeforeRetry: (seconds: number) => `문의를 짧은 시간에 여러 번 등록하셨습니다. ${retryWaitText(seconds)} 후 다시 등록해 주세요.`,
  ackSubject: (company: string) => `[${company}] 채용문의가 접수되었습니다`,
  /** Quotes nothing the sender typed (title, content): the mail must not carry a stranger's text in the company's name. */
  ackText: (company: string) =>
    `${company} 채용문의가 접수되었습니다.\n\n담당자가 확인한 뒤 이 이메일 주소로 답변드리겠습니다. 본인이 문의하지 않았다면 이 메일을 무시해 주세요.`,
} as const;
