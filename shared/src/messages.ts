/**
 * The one Korean message catalogue. Quoted Korean from the spec is kept verbatim;
 * English-only glosses are rendered in polite Korean (합니다/해 주세요).
 * Functions take the values that the messages interpolate.
 */
import { authSaveMessages, verificationMessages } from './messages/verification.ts';
import { uploadMessages } from './messages/uploads.ts';
import { pickerMessages } from './messages/pickers.ts';
import { formMessages } from './messages/form.ts';
import { formPageMessages } from './messages/form-page.ts';
import { submissionMessages } from './messages/submission.ts';
import { examSiteMessages } from './messages/exam-site.ts';
import { inputBoundsMessages } from './messages/input-bounds.ts';
import { validationIssueMessages } from './messages/validation-issues.ts';
import { findApplicationMessages, retryWaitText } from './messages/find-application.ts';
import { stepsMessages } from './messages/steps.ts';

export const messages = {
  verification: verificationMessages,
  pickers: pickerMessages,
  authSave: authSaveMessages,
  /** Photo and file uploads (messages/uploads.ts). */
  uploads: uploadMessages,
  /** Application-form validation (the shared engine in form/build-schema.ts). */
  form: formMessages,
  /** The application-form page and its save endpoint. */
  formPage: formPageMessages,
  /** Preview, pledge, final submission, cancel and the receipt. */
  submission: submissionMessages,
  /** Exam-site selection. */
  examSite: examSiteMessages,
  /** Input no store can hold: too deep, nameless keys, numbers out of range, hostile file keys (validation/input-bounds.ts). */
  input: inputBoundsMessages,
  /** Validation issues no schema words itself (zod-korean.ts maps every zod issue kind to these). */
  validation: validationIssueMessages,
  /** Find my application: identification (R5-0) and the history (R5-1). */
  findApplication: findApplicationMessages,
  steps: stepsMessages,
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
    retry: '다시 시도',
    notifications: '알림',
    /** The title of the portal's own notice and confirm dialogs (they replace the browser's alert and confirm boxes). */
    noticeTitle: '알림',
    cancel: '취소',
    skipToContent: '본문 바로가기',
    newWindow: '(새 창)',
    emptyContent: '등록된 내용이 없습니다.',
  },
  api: {
    badRequest: '요청 형식이 올바르지 않습니다.',
    invalidField: (field: string) => `${field} 값이 올바르지 않습니다.`,
    invalidJson: '요청 본문을 읽을 수 없습니다. JSON 형식으로 보내 주세요.',
    notFound: '요청하신 정보를 찾을 수 없습니다.',
    routeNotFound: '존재하지 않는 API 경로입니다.',
    methodNotAllowed: '허용되지 않는 요청 방식입니다.',
    /** The local server gave up on a request body that stopped arriving (408). */
    requestTimeout: '요청을 받는 데 시간이 너무 오래 걸렸습니다. 다시 시도해 주세요.',
    unauthorized: '로그인이 필요합니다. 다시 접속해 주세요.',
    forbiddenTenant: '다른 회사의 정보에는 접근할 수 없습니다.',
    staffOnly: '관리자만 사용할 수 있는 기능입니다.',
    integratorOnly: '기관 시스템 연동 키가 필요합니다.',
    unknownHost: '등록되지 않은 채용 사이트 주소입니다.',
    /** A request that did not come through the site's own address (CloudFront's origin header missing or wrong): 403. */
    notThroughSite: '채용 사이트 주소를 통해서만 이용할 수 있습니다. 채용 사이트에서 다시 시도해 주세요.',
    serverError: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    /** A service behind the portal (file store, e-mail, SMS) failing for now, where the use case has no word of its own (503). */
    serviceUnavailable: '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    fileNotFound: '파일을 찾을 수 없습니다.',
    /** A download while the file store fails (503). */
    fileStoreUnavailable: '지금은 파일을 내려받을 수 없습니다. 잠시 후 다시 시도해 주세요.',
    identityUnavailable: '본인인증 서비스가 설정되어 있지 않습니다. 관리자에게 문의해 주세요.',
    tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    /** A busy network's try without a solved challenge (docs/security.md 35); the browser solves it and sends again on its own. */
    challengeRequired: '같은 네트워크에서 요청이 많아 확인이 필요합니다. 잠시 후 다시 시도해 주세요.',
    /** The line the browser shows while it solves a challenge in the background (role=status). */
    solvingChallenge: '잠시만 기다려 주세요…',
  },
  landing: {
    apply: '지원하기',
    results: '결과 발표',
    mobileOnlyInfo: '모바일에서는 채용정보 확인만 가능합니다. 입사지원은 PC에서 진행해 주세요.',
    activePostings: '진행 중인 채용공고',
    tilesLabel: '바로가기',
    applyDescription: '진행 중인 채용공고를 확인하고 입사지원을 시작하세요.',
    resultsDescription: '지원서와 전형별 결과를 확인하세요.',
    viewAllPostings: '채용공고 전체 보기',
  },
  header: {
    companyIntro: '회사소개',
    recruits: '채용공고',
    recruitInquiry: '채용문의',
    checkApplication: submissionMessages.checkApplication,
    openMenu: '메뉴 열기',
    closeMenu: '메뉴 닫기',
    boardNames: { notice: '공지사항', faq: 'FAQ', qna: 'Q&A' } as Record<string, string>,
    mainMenu: '주 메뉴',
    homeLink: (companyName: string) => `${companyName} 채용 홈`,
  },
  footer: {
    latestNotice: '공지사항',
    privacyPolicy: '개인정보처리방침',
    emailRefusal: '이메일무단수집거부',
    noLatestNotice: '-',
    copyright: (companyName: string) => `© ${companyName}. All rights reserved.`,
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
      /** A posting marked suspended (isView false) takes no applications (issue 41 item 3). */
      suspended: '게시 중단',
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
    pagination: '페이지 이동',
    previousPage: '이전 페이지',
    nextPage: '다음 페이지',
    pageN: (n: number) => `${n} 페이지`,
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
  apply: {
    wrongPath: '잘못된 경로로 접근 하였습니다',
    invalidAccess: '잘못된 접근입니다',
    pageTitle: '입사지원',
    stepTitle: '개인정보 동의 및 본인확인',
    loadingProject: '채용 정보를 불러오는 중입니다.',
    /** The consent step names the notice applied to (issue 41 item 3, audit ux.md m12). */
    noticeLabel: '지원 공고',
    /** /project/:id of a notice that takes no applications now: said before anything is entered (issue 41 item 3). */
    notTaking: {
      notOpen: authSaveMessages.notOpen,
      closed: authSaveMessages.closed,
      /** Also the server's answer to a save of a suspended notice's consent step. */
      suspended: '게시가 중단된 공고입니다. 지원할 수 없습니다.',
      toPostings: '채용공고 목록으로',
    },
    consent: {
      title: '개인정보 수집 및 이용 동의',
      agreeAll: '전체 동의',
      agree: '동의합니다',
      viewFull: '전문보기',
      openFirst: '전문보기를 열어 내용을 확인한 후 동의할 수 있습니다.',
      required: authSaveMessages.agree,
      dialogClose: '닫기',
    },
    task: {
      title: '지원분야',
      label: '지원분야 선택',
      placeholder: '지원분야를 선택하여 주세요',
      required: authSaveMessages.selectTask,
      fixedNote: '지원분야는 선택 후 변경할 수 없습니다. 변경하려면 지원서를 삭제한 후 다시 작성하여야 합니다.',
      empty: '지원 가능한 분야가 없습니다.',
    },
    fields: {
      title: '지원자 정보',
      // The same texts as the server's (one catalogue): see messages/verification.ts.
      required: authSaveMessages.required,
      minLength: authSaveMessages.minLength,
      maxLength: authSaveMessages.maxLength,
      min: authSaveMessages.min,
      max: authSaveMessages.max,
      numberOnly: authSaveMessages.numberOnly,
      emailFormat: verificationMessages.invalidEmail,
      emailHint: '이메일 주소에 학교명이나 기관명 등이 드러나지 않도록 입력하여 주세요.',
      phoneHint: '예: 010-1234-5678',
      readOnlyByIdentity: '실명인증으로 입력된 정보입니다.',
      checkInputs: '입력하신 내용을 확인하여 주세요.',
    },
    verify: {
      sendCode: '인증번호 발송',
      resend: '재발송',
      confirm: '확인',
      codeLabel: '인증번호',
      codePlaceholder: '인증번호 6자리',
      loading: 'Loading...',
      remaining: (time: string) => `남은 시간 ${time}`,
      verified: verificationMessages.verified,
      failed: verificationMessages.failed,
      emailEmpty: verificationMessages.emptyEmail,
      smsEmpty: verificationMessages.emptyPhone,
      emailSent: verificationMessages.sentEmail,
      smsSent: verificationMessages.sentSms,
      codeEmpty: '인증번호를 입력하여 주세요.',
      emailTitle: '이메일 인증',
      smsTitle: '휴대폰 문자 인증',
      emailRequired: authSaveMessages.needEmail,
      smsRequired: authSaveMessages.needSms,
      authRequired: authSaveMessages.needAuth,
    },
    identity: {
      title: '본인인증',
      start: '본인인증',
      reverify: '재인증',
      done: '실명인증이 완료 되었습니다.',
      verifiedNote: '본인인증이 완료되었습니다.',
      popupBlocked: '팝업이 차단되었습니다. 팝업 차단을 해제한 후 다시 시도하여 주세요.',
      waiting: '본인인증 창에서 인증을 진행하여 주세요.',
      callbackTitle: '본인인증 결과',
      resultWord: { success: '성공', fail: '실패' } as Record<string, string>,
      processing: '인증 결과를 확인하는 중입니다.',
      closing: '잠시 후 창이 닫힙니다.',
      noOpener: '본인인증을 요청한 창을 찾을 수 없습니다. 창을 닫고 다시 시도하여 주세요.',
    },
    qualification: {
      title: '지원자격 확인',
      description: '지원자격 확인을 위해 외부 계정의 아이디와 비밀번호를 입력하여 주세요.',
      id: '아이디',
      password: '비밀번호',
      idRequired: '아이디를 입력하여 주세요.',
      passwordRequired: '비밀번호를 입력하여 주세요.',
      check: '지원자격 확인',
      passed: '지원자격이 확인 되었습니다.',
      confirmedAs: (type: string) => `${type} 추천대상자로 확인 되었습니다.`,
      notTarget: (type: string) => `${type} 추천대상자가 아닙니다.`,
      failed: '지원자격이 확인되지 않았습니다.',
    },
    submit: {
      next: '다음',
      saving: '저장 중입니다.',
      passwordMismatch: authSaveMessages.checkPassword,
    },
    duplicate: {
      // One wording for a draft and a submitted application alike (ux.md p8): the answer does not say which.
      title: '이미 지원서가 있습니다',
      body: '입력하신 정보로 된 지원서가 이미 있습니다.',
      detail: '[지원서 확인]에서 수정하거나, 삭제한 후 다시 작성할 수 있습니다.',
      close: '닫기',
      check: '지원서 확인',
    },
    form: {
      title: '입사지원서 작성',
      task: '지원분야',
      saved: '개인정보 동의 및 본인확인 단계가 저장되었습니다.',
    },
  },
  /** Identity verification (server answers of verify/request|confirm/auth). */
  identity: {
    projectNotFound: '지원하실 채용 프로젝트를 찾을 수 없습니다.',
    invalidReturnUrl: '본인인증 후 돌아올 주소가 올바르지 않습니다.',
    notUsed: '본인인증을 사용하지 않는 채용입니다.',
    invalidResult: '본인인증 결과를 확인할 수 없습니다. 다시 인증하여 주세요.',
    expired: '본인인증 유효시간이 지났습니다. 다시 인증하여 주세요.',
    alreadyUsed: '이미 처리된 본인인증입니다. 다시 인증하여 주세요.',
    cancelled: '본인인증을 완료하지 못했습니다. 다시 인증하여 주세요.',
    blocked: '본인인증이 차단된 정보입니다. 명의도용 차단 서비스 가입 여부를 확인하거나 인증기관에 문의하여 주세요.',
    duplicate: '입력하신 정보로 된 지원서가 이미 있습니다.',
  },
  /** Qualification check (checkQualification/{projectId}). */
  qualification: {
    required: '지원자격 확인 후 진행하여 주세요.',
    projectNotFound: '지원하실 채용 프로젝트를 찾을 수 없습니다.',
    projectMismatch: '지원자격 확인 요청의 프로젝트가 올바르지 않습니다.',
    /** After several failures of one account from one address (functions/src/domain/abuse/): when to try again. */
    waitBeforeRetry: (seconds: number) => `지원자격 확인에 여러 번 실패했습니다. ${retryWaitText(seconds)} 후 다시 시도하여 주세요.`,
    unavailable: '지원자격 확인 서비스가 설정되어 있지 않습니다. 관리자에게 문의해 주세요.',
  },
} as const;

export type Messages = typeof messages;
