import { retryWaitText } from './find-application.ts';

/**
 * The integration API (issue 21): organisations' systems calling with an API key, and the ops CLI that manages the keys.
 * Kept out of `messages` (the object the browser bundles on every page): only the server and the CLI use these.
 */
export const integrationMessages = {
  /** The Authorization header is there but is not `Bearer <key>`. */
  malformedAuthorization: '연동 키는 Authorization 헤더에 "Bearer <연동 키>" 형식으로 보내 주세요.',
  /** Unknown, revoked, or another organisation's key: one answer for all, so a key's state is not told apart. */
  invalidKey: '연동 키가 올바르지 않거나 폐기되었습니다. 이 채용 사이트에서 발급한 유효한 키를 보내 주세요.',
  /** After several wrong or revoked keys from one client address (functions/src/domain/abuse/); a valid key is never held. */
  waitBeforeRetry: (seconds: number) => `올바르지 않은 연동 키로 보낸 요청이 여러 번 실패했습니다. ${retryWaitText(seconds)} 후 유효한 키로 다시 보내 주세요.`,
  /** The key works but was not granted what this route needs. */
  scopeMissing: (scope: string) => `이 연동 키에는 '${scope}' 권한이 없습니다. 이 권한을 포함한 키를 새로 발급받아 주세요(npm run portal -- api-key create … --scopes ${scope}).`,
  projectNotFound: '프로젝트를 찾을 수 없습니다. 프로젝트 번호를 확인해 주세요.',
  /** A cursor this listing did not hand out (altered, or from another project). */
  invalidCursor: '목록의 다음 위치(cursor)가 올바르지 않습니다. 받은 값을 그대로 보내거나 처음부터 다시 조회해 주세요.',
  projectIdRequired: '프로젝트 번호(projectId)를 입력해 주세요.',
  idNumber: (label: string) => `${label}은(는) 숫자로 입력해 주세요.`,
  limitRange: (max: number) => `한 번에 받을 개수(limit)는 1부터 ${max}까지 입력해 주세요.`,
  statusValue: '지원서 상태(status)는 submitted, draft, cancelled 중 하나로 입력해 주세요.',
  updatedSinceFormat: '변경 시각(updatedSince)은 2026-01-31T09:00:00+09:00 처럼 시간대를 포함한 ISO 8601 형식으로 입력해 주세요.',
  cursorFormat: '목록의 다음 위치(cursor)는 이전 응답의 nextCursor 값을 그대로 보내 주세요.',
  /** An applicant id the tenant does not have (another organisation's is not told apart from none). */
  applicantIdFormat: '지원서 번호(applicantId)는 숫자로 입력해 주세요.',
  applicationNotFound: '지원서를 찾을 수 없습니다. 지원서 번호를 확인해 주세요.',
  submissionNotFound: '해당 차수의 최종 제출 기록을 찾을 수 없습니다. 제출 차수(seq)를 확인해 주세요.',
  seqRange: '제출 차수(seq)는 1부터 999까지의 숫자로 입력해 주세요.',
  /** The audit listing's period: `from` and `to` as a month, a date or an ISO 8601 time with a time zone. */
  auditBoundFormat: (name: 'from' | 'to') => `조회 기간(${name})은 2026-03(월), 2026-03-15(날짜) 또는 2026-03-15T09:00:00+09:00(시각) 형식으로 입력해 주세요.`,
  auditRangeOrder: '조회 기간의 시작(from)이 끝(to)보다 늦습니다. 기간을 확인해 주세요.',
  auditRangeSpan: (days: number) => `조회 기간은 ${days}일을 넘을 수 없습니다. 기간을 나누어 조회해 주세요.`,
  /** Inquiries are listed up to this deep; older ones by the store's export. */
  inquiriesTooDeep: (max: number) => `문의는 최근 ${max.toLocaleString('ko-KR')}건까지 조회할 수 있습니다.`,
  exportFormat: '내보낼 형식(format)은 csv 또는 json으로 입력해 주세요.',
  exportId: '내보내기 번호(exportId)는 내보내기를 요청할 때 받은 id를 그대로 입력해 주세요.',
  exportNotFound: '이 기관에 해당 내보내기가 없습니다. 내보내기를 요청할 때 받은 id를 확인해 주세요.',
  /** An export the job gave up on (its tries ran out or the project went away): ask again. */
  exportFailed: '내보내기 파일을 만들지 못했습니다. 잠시 후 내보내기를 다시 요청해 주세요. 같은 일이 반복되면 운영자에게 문의해 주세요.',
  exportProjectGone: '내보내는 동안 프로젝트가 없어져 파일을 만들지 못했습니다.',
  /** The export's fixed CSV columns (Korean headers, as the organisation's staff open it in Excel). */
  exportColumns: {
    id: '지원서 번호',
    applicantNumber: '수험번호',
    taskId: '분야 번호',
    taskName: '분야',
    name: '이름',
    email: '이메일',
    phone: '휴대폰번호',
    status: '상태',
    createdAt: '작성 시작',
    submittedAt: '최종 제출',
    cancelledAt: '제출 취소',
    lastSavedAt: '마지막 저장',
    updatedAt: '변경 시각(UTC)',
  },
  exportStatus: { submitted: '최종 제출', draft: '작성 중', cancelled: '제출 취소' },
  /** An answer column without a title in the form: its page and key. */
  exportAnswerColumn: (page: number, key: string) => `${page + 1}쪽 ${key}`,
  /** The last column: answers saved under keys the form no longer has, as JSON by '<page>:<key>' (nothing is dropped). */
  exportOtherAnswers: '기타 답변',
  exportFileName: (projectId: number, stamp: string, format: string) => `지원서_${projectId}_${stamp}.${format}`,
} as const;
