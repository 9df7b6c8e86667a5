/**
 * The one Korean message catalogue. Quoted Korean from the spec is kept verbatim;
 * English-only glosses are rendered in polite Korean (합니다/해 주세요).
 * Functions take the values that the messages interpolate.
 */
export const messages = {
  common: {
    loadingPage: '페이지를 불러오는 중입니다.',
    processingPage: '페이지를 처리하는 중입니다.',
    emptyList: '리스트가 없습니다.',
    errorRetry: '에러가 발생하였습니다. 다시 시도하여 주세요.',
    errorOccurred: '오류가 발생했습니다.',
    close: '닫기',
    confirm: '확인',
    backToList: '목록으로',
    download: '내려받기',
    attachments: '첨부파일',
    noPermission: '권한이 없습니다.',
    invalidAccess: '잘못된 접근입니다.',
  },
  api: {
    badRequest: '요청 형식이 올바르지 않습니다.',
    invalidField: (field: string) => `${field} 값이 올바르지 않습니다.`,
    invalidJson: '요청 본문을 읽을 수 없습니다. JSON 형식으로 보내 주세요.',
    notFound: '요청하신 정보를 찾을 수 없습니다.',
    routeNotFound: '존재하지 않는 API 경로입니다.',
    methodNotAllowed: '허용되지 않는 요청 방식입니다.',
    unauthorized: '로그인이 필요합니다. 다시 접속해 주세요.',
    forbiddenTenant: '다른 회사의 정보에는 접근할 수 없습니다.',
    unknownHost: '등록되지 않은 채용 사이트 주소입니다.',
    serverError: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    fileNotFound: '파일을 찾을 수 없습니다.',
  },
  landing: {
    apply: '지원하기',
    results: '결과 발표',
    mobileOnlyInfo: '모바일에서는 채용정보 확인만 가능합니다. 입사지원은 PC에서 진행해 주세요.',
    activePostings: '진행 중인 채용공고',
  },
  header: {
    companyIntro: '회사소개',
    recruits: '채용공고',
    recruitInquiry: '채용문의',
    checkApplication: '지원서 확인',
    openMenu: '메뉴 열기',
    closeMenu: '메뉴 닫기',
    boardNames: { notice: '공지사항', faq: 'FAQ', qna: 'Q&A' } as Record<string, string>,
  },
  footer: {
    latestNotice: '공지사항',
    privacyPolicy: '개인정보처리방침',
    emailRefusal: '이메일무단수집거부',
    noLatestNotice: '-',
  },
  popup: {
    dontShowToday: '오늘 하루 열지 않기',
    close: '닫기',
  },
  recruits: {
    title: '채용공고',
    selectPostingFirst: '채용공고를 선택한 후 지원할 수 있습니다.',
    suspended: '(게시 중단)',
    emptyRegistered: '등록된 채용공고가 없습니다.',
    emptyOngoing: '진행 중인 채용공고가 없습니다.',
    period: '접수기간',
    badge: {
      preparing: '준비중',
      announcing: '공고중',
      receiving: '접수중',
      closed: '마감',
      receptionClosed: '접수마감',
      dDay: 'D-DAY',
      dMinus: (n: number) => `D-${n}`,
    },
    applyButton: {
      apply: '지원하기',
      closed: '접수마감',
      preparing: '접수준비중',
      email: '이메일 접수',
    },
    pcOnly: '입사지원은 PC에서만 가능합니다.',
    wrongPath: '잘못된 경로입니다.',
  },
  boards: {
    noticeTitle: '공지사항',
    faqTitle: '자주 묻는 질문',
    introductionTitle: '회사소개',
    number: '번호',
    subject: '제목',
    date: '등록일',
    emptyNotices: '등록된 공지사항이 없습니다.',
    emptyFaq: '등록된 FAQ가 없습니다.',
    emptyIntroduction: '등록된 회사소개가 없습니다.',
    abnormalAccess: '비정상 접근',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    countdown: (n: number) => `페이지가 존재하지 않습니다. ${n}초 후 메인 화면으로 이동합니다.`,
    previous: '이전 페이지',
    main: '메인 화면',
  },
  redirect: {
    title: '페이지를 찾을 수 없습니다',
    countdown: (n: number) => `${n}초 후 채용 사이트 메인 화면으로 이동합니다.`,
  },
  statics: {
    title: (companyName: string) => `${companyName} 채용`,
  },
  placeholder: {
    comingSoon: '준비 중인 화면입니다.',
    qnaTitle: 'Q&A',
  },
} as const;

export type Messages = typeof messages;
