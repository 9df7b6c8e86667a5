/** Selection steps and results (spec part 2, 2.4 'Selection progress', 2.7–2.13, 4.3–4.6, 5 'Dynamic questions', 8). */
export const stepsMessages = {
  progressTitle: '전형 진행 현황',
  /**
   * Spec part 2, 2.4 says unpublished steps are not listed; since a step before its release is listed to every
   * applicant alike as '안내 예정' (docs/security.md 26), the subtitle says that instead (spec-deviations row 50).
   */
  progressSubtitle: "결과가 공개되지 않은 전형은 '안내 예정'으로 표시됩니다.",
  typeNames: { document: '서류전형', attach: '서류 제출', test: '필기전형', interview: '면접전형', survey: '설문조사', scoreRevealed: '점수 공개' } as Record<string, string>,
  status: {
    before: '진행 전',
    ongoingAttach: '진행 중',
    ongoing: '합격자 발표 중',
    endAttach: '제출 마감',
    end: '전형 종료',
    stopSuffix: '(공고 중단)',
    guidancePending: '안내 예정',
    // Beyond 4.3's table, which words every non-attach step as a result: a survey and a score are not results (ux.md p6).
    ongoingSurvey: '설문 진행 중',
    endSurvey: '설문 종료',
    ongoingScore: '점수 공개 중',
    endScore: '점수 공개 종료',
  },
  buttons: {
    submit: '제출하기',
    checkResult: '결과 확인',
    checkContent: '내용 확인',
    checkPastResult: '지난 결과 확인',
    adminCheck: '관리자 확인',
    answerSurvey: '설문 참여',
    checkAnswers: '응답 확인',
    checkScore: '점수 확인',
    checkPastScore: '지난 점수 확인',
  },
  surveyDeadline: (date: string) => `응답 마감: ${date}`,
  scoreRelease: (date: string) => `점수 공개: ${date}`,
  guidanceStart: (date: string) => `안내 시작: ${date}`,
  submissionDeadline: (date: string) => `제출 마감: ${date}`,
  announcement: (date: string) => `발표: ${date}`,
  createStepFailed: '오류가 발생했습니다.',

  // Result page (2.8)
  loading: '결과를 불러오는 중입니다',
  submissionSuffix: '제출',
  passTitle: '합격자 발표',
  passSubtitle: (project: string) => `${project} 합격자 발표 안내`,
  /** Spec part 2, 2.13: '{name}'s {viewTitle} result is {resultMessage}'; a title already ending in '결과' is not doubled. */
  banner: (name: string, viewTitle: string, result: string) => {
    const subject = viewTitle.trim() === '' ? '결과' : viewTitle.trim().endsWith('결과') ? viewTitle.trim() : `${viewTitle.trim()} 결과`;
    return `${name}님의 ${subject}는 ${result}입니다.`;
  },
  addRequestTitle: '추가 제출 양식',
  selfIntroductionTitle: '자기소개 문항',
  editAnswer: '답변 수정',
  submitAnswer: '답변 제출',
  submittingAnswer: '답변을 제출하는 중입니다',
  answerSubmitted: '답변이 제출되었습니다',
  notRegistrationPeriod: '등록 기간이 아닙니다',
  registrationPeriod: (at: string) => `등록 기간: ${at}`,
  registrationClosed: (at: string) => `${at} (마감)`,
  nextPage: '다음 페이지',
  previousPage: '이전 페이지',
  availableAfterAnswers: '답변을 제출한 뒤에 이용할 수 있습니다',
  answerEnd: '답변 제출 기한이 지났습니다',
  duplicate: '중복 선택은 허용되지 않습니다.',
  duplicateDepartment: '희망 부서는 중복으로 선택할 수 없습니다.',
  error: '오류가 발생했습니다.',
  invalidEntries: '입력 내용을 확인해 주세요',
  testMode: '테스트 모드에서는 제출할 수 없습니다',
  fileNameFormat: (document: string, format: string) => `${document} 파일명 형식: ${format}`,
  noAnswer: '답변 없음',
  answerChanged: '다른 화면에서 답변이 먼저 저장되었습니다. 새로고침한 뒤 다시 제출해 주세요.',
  noQuestions: '이 전형에는 제출할 문항이 없습니다.',

  // Dynamic questions (5)
  required: '필수 입력 항목입니다',
  agreementRequired: '필수 동의 항목입니다',
  charCount: (min: number, max: number) => `글자 수: ${min} ~ ${max}자`,
  charCounter: (n: number, max: number) => `${n} / ${max}자`,
  tooShort: (min: number) => `${min}자 이상 입력해 주세요`,
  tooLong: (max: number) => `${max}자 이하로 입력해 주세요`,
  /** multi_text: a box without a prompt is named by its place; a box's message names its box. */
  boxLabel: (n: number) => `${n}번째 답변`,
  boxError: (box: string, message: string) => `${box}: ${message}`,
  otherOpinion: '기타 의견',
  otherOption: '기타',
  year: '년',
  month: '월',
  day: '일',
  monthRange: '월은 1부터 12 사이로 입력해 주세요',
  dayRange: '일은 1부터 31 사이로 입력해 주세요',
  addRow: '행 추가',
  removeRow: (n: number) => `${n}번째 행 삭제`,
  rowCount: (min: number, max: number) => `${min}행 이상 ${max}행 이하로 입력해 주세요`,
  cellTooLong: (max: number) => `칸마다 ${max}자 이하로 입력해 주세요`,
  dateCell: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요',
  dateCellRange: (from: string, to: string) => `날짜는 ${from}부터 ${to} 사이로 입력해 주세요`,
  /** A row's own problem, named by its row (the period's end before its start). */
  rowError: (row: number, message: string) => `${row}행: ${message}`,
  unknownOption: '선택할 수 없는 항목입니다',
  pasteBlocked: '이 문항에는 붙여넣기를 할 수 없습니다',
  fileCount: (n: number) => `파일은 ${n}개까지 올릴 수 있습니다`,
  fileFormats: (formats: string) => `올릴 수 있는 형식: ${formats}`,
  fileLimits: (count: number, mb: number, total: number) => `파일 ${count}개까지, 한 파일 ${mb}MB, 모두 ${total}MB까지`,
  fileTotal: (mb: number) => `파일은 모두 합해 ${mb}MB까지 올릴 수 있습니다`,
  fileNotFound: '파일을 찾을 수 없습니다. 다시 올려 주세요.',
  addFile: '파일 추가',
  uploading: '파일을 올리는 중입니다',
  removeFile: (name: string) => `${name} 삭제`,

  // Release on the server clock
  notOpen: '결과 조회 기간이 아닙니다.',
  notFound: '전형 정보를 찾을 수 없습니다.',

  // Survey (2.9)
  surveyHeader: (title: string) => `${title} 설문조사`,
  submitSurvey: '설문 제출',
  submittingSurvey: '설문을 제출하는 중입니다',
  surveySubmitted: '설문이 제출되었습니다',
  surveyAlreadySubmitted: '이미 제출한 설문입니다',

  // Score reveal (2.10) and score dialog (2.11)
  scoreRevealTitle: '점수 공개',
  scoreBanner: (name: string) => `${name}님의 점수 상세`,
  checkScore: '점수 확인',
  scoreDialogTitle: '점수 확인',
  evaluationItem: '평가 항목',
  score: '점수',
  percentileScore: '백분위 점수',
  close: '닫기',
  chartLoading: '차트를 불러오는 중입니다',
  radarChart: '항목별 점수 방사형 차트',
  barChart: '항목별 점수 막대 차트',

  // Admission ticket (2.12)
  ticketTitle: '수험표',
  mustBring: '전형 당일 반드시 지참해 주세요',
  examNumber: '수험번호',
  applicationField: '지원분야',
  name: '성명',
  birthdate: '생년월일',
  noPhoto: '등록된 사진이 없습니다',
  print: (title: string) => `${title} 출력`,
  photoAlt: (name: string) => `${name} 사진`,
  logoAlt: '회사 로고',
  backToHistory: '지원내역으로 돌아가기',

  // Result notification (issue 19 item 8): never the result itself
  notifySubject: (company: string) => `[${company}] 전형 결과 안내`,
  notifyText: (company: string, project: string, step: string) =>
    `${company} ${project}의 ${step} 결과가 공개되었습니다.\n\n채용 홈페이지의 '지원서 확인'에서 확인해 주세요. 이 메일에는 결과가 담겨 있지 않습니다.`,
  notifySms: (company: string, step: string) => `[${company}] ${step} 결과가 공개되었습니다. 채용 홈페이지의 지원서 확인에서 확인해 주세요.`,
} as const;
