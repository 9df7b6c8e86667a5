/** Messages of the application-form page: loading, saving and the save endpoint's refusals (part of messages.ts). */
export const formPageMessages = {
  /** 8 'Access': a missing task on the form. */
  invalidAccess: '잘못된 접근입니다',
  notOwnApplication: '본인의 지원서만 저장할 수 있습니다.',
  formMissing: '지원서 양식이 준비되지 않았습니다. 채용 담당자에게 문의해 주세요.',
  loading: '지원서 양식을 불러오는 중입니다.',
  /** 2.18 progress texts. */
  processing: '페이지를 처리하는 중입니다.',
  tempSaving: '임시저장 중입니다.',
  saving: '저장 중입니다.',
  /** 8 'Save successes'. */
  saved: '저장되었습니다.',
  tempSaved: '임시저장되었습니다.',
  errorOccurred: '오류가 발생했습니다.',
  /** 8 'Form': the form-level error of a temporary save answered with neither an id nor an error. */
  tempSaveFailed: '임시저장하지 못했습니다. 입력하신 내용은 이 브라우저에 보관되어 있으니 잠시 후 다시 임시저장해 주세요.',
  pageLocked: '이전 페이지를 먼저 저장해 주세요.',
  /** 5 'On an invalid submit'. */
  checkInputs: '입력값을 확인해 주세요.',
  stale: '다른 창에서 이 페이지를 먼저 저장했습니다. 입력하신 내용은 이 브라우저에 보관되어 있습니다. 저장된 최신 내용을 확인한 뒤 다시 저장해 주세요.',
  submitted: '최종제출된 지원서는 수정할 수 없습니다. 수정하려면 최종제출을 취소해 주세요.',
  /** A save's Idempotency-Key sent again with other content (a retry must repeat its first request exactly). */
  idempotencyKeyReused: '같은 요청 번호로 다른 내용을 저장할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  /** The banner on the form pages of a submitted application (issue 15 item 23). */
  submittedBanner: '최종제출이 완료된 지원서입니다. 내용은 볼 수만 있으며, 고치려면 지원서 미리보기에서 [수정]을 눌러 최종제출을 취소해 주세요.',
  submittedBannerLink: '지원서 미리보기로 이동',
  /** Complete's timeover wording, also used for saves after the end (server clock). */
  timeover: '입사지원 기간이 마감되었습니다.',
  notOpen: '아직 입사지원 기간이 아닙니다.',
  /** 8 'Timer expiry' / 'isEnd' / 'Session limit'. */
  periodExpired: '입사지원 기간이 만료 되었습니다. 페이지가 이동됩니다.',
  writingClosed: '입사지원 작성이 마감 되었습니다.',
  sessionExpired: '세션이 만료되었습니다. 페이지가 이동됩니다.',
  /** Buttons (2.8). */
  previous: '이전',
  /** Asked before '이전' leaves a page with unsaved input (issue 15 item 22); the input stays in the browser's draft. */
  leaveUnsaved: '저장하지 않은 입력 내용이 있습니다. 이전 페이지로 이동할까요? 입력하신 내용은 이 브라우저에 보관되어 이 페이지로 돌아오면 불러올 수 있습니다.',
  leaveUnsavedConfirm: '이동',
  leaveUnsavedStay: '계속 작성',
  tempSave: '임시저장',
  save: '저장',
  next: '다음',
  preview: '미리보기',
  addRow: '추가',
  /** The boxes of a split certificate number (spec 2.10), e.g. '자격증 번호 (1/2)'. */
  certificateNumberPart: (label: string, n: number, of: number) => `${label} (${n}/${of})`,
  removeRow: '삭제',
  row: (n: number) => `${n}번째 항목`,
  /** Admin test mode (2.8). */
  testing: '테스트 진행 중',
  firstPage: '첫 페이지입니다',
  lastPage: '마지막 페이지입니다',
  /** Drafts kept in the browser until the server confirms them (no lost input). */
  draftFound: '저장되지 않은 입력 내용이 이 브라우저에 남아 있습니다. 불러올까요?',
  draftRestore: '불러오기',
  draftDiscard: '버리기',
  draftRestored: '저장되지 않았던 입력 내용을 불러왔습니다. 저장해야 반영됩니다.',
  offline: '네트워크 연결이 끊겼습니다. 입력하신 내용은 이 브라우저에 보관되어 있으니 연결 후 다시 저장해 주세요.',
  staleTitle: '다른 창에서 저장된 내용이 있습니다',
  staleUseServer: '저장된 내용 불러오기',
  staleKeepMine: '내 입력 유지',
  stepper: '지원서 작성 단계',
  /** Read after a completed step's title in the stepper (screen readers). */
  stepDone: '작성 완료',
  /** 2.8 / 4 'Session and deadline timer'. */
  timer: {
    session: '세션 남은 시간',
    deadline: '접수 마감까지',
    normal: '접수 마감까지',
    validity: (minutes: number) => `유효시간 ${minutes}분`,
    extend: '연장',
    loading: '남은 시간을 확인하는 중입니다.',
    sessionAlert: '세션이 10분 이내로 남았습니다. 계속 작성하시려면 [연장]을 눌러 주세요. 시간이 지나면 작성 중인 내용이 임시저장되고 화면이 이동됩니다.',
    // The promise holds: the form sends unsaved input to the server as a draft, and the deadline job temp-saves it.
    deadlineAlert: '제출 마감이 10분 이내로 남았습니다. 작성 중인 지원서는 마감 시각에 임시저장되며, 최종제출은 마감 전에 해 주세요.',
    extended: '세션이 연장되었습니다.',
    /** The countdown once the session has ended: it stays at 00:00 until the page moves (issue 41 item 17). */
    ended: '세션 만료',
    /** 4: the deadline tooltip (600 s or less before the submission deadline). */
    deadlineTooltip: '제출 마감이 10분 이내로 남았습니다. 작성 중인 지원서는 마감 시각에 임시저장됩니다.',
    deadlineWarning: '제출 마감 안내',
  },
  /** 2.10 'Display names of types' (question and item input types). */
  inputTypeNames: {
    radio: '단일 선택',
    select: '단일 선택(드롭다운)',
    checkbox: '복수 선택',
    text: '한 줄 텍스트',
    multi_text: '여러 줄 텍스트',
    file: '파일',
    date: '날짜',
    photo: '사진',
  } as Record<string, string>,
  /** 2.10: long descriptive text opens in a dialog closed with '확인'. */
  textContent: {
    open: '자세히 보기',
    openFor: (label: string) => `${label} 안내 자세히 보기`,
    confirm: '확인',
  },
  notApplicable: '해당없음',
  /** Issue 15 item 20: a paste longer than the field's limit is cut to the limit; the field says so. */
  pasteTruncated: (max: number) => `붙여 넣은 내용이 ${max}자를 넘어 앞의 ${max}자까지만 입력되었습니다. 나머지 내용을 확인해 주세요.`,
  /** Issue 15 item 20: a read-only field's lock hint. */
  lockedField: '수정할 수 없는 항목입니다.',
  choose: '선택해 주세요',
  questionAnswer: '답변',
} as const;
