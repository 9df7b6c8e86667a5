/**
 * The integration API's writes (issue 21 item 3): what an organisation's system is told when it pushes its company,
 * projects, forms, postings, boards, steps and results. Server only, like messages/integration.ts.
 */
export const integrationConfigMessages = {
  versionRequired: '변경 전 버전(version)을 0 이상의 정수로 보내 주세요. 처음 만들 때는 0입니다.',
  /** Another writer changed the item since the version the caller read (or it does not exist yet, or exists already). */
  versionConflict: (current: number) =>
    `다른 곳에서 먼저 변경되었습니다(현재 버전 ${current}). 최신 내용을 다시 읽고 버전 ${current}(으)로 보내 주세요.`,
  /** A body the schemas accept but whose parts do not fit together; every problem is listed in `errors`. */
  invalidConfig: (count: number) => `설정 내용에 확인이 필요한 항목이 ${count}개 있습니다. errors의 항목을 고쳐 다시 보내 주세요.`,
  /** Attachments of postings and board posts must already be stored under the organisation's own files. */
  fileOutsideTenant: (path: string) => `첨부파일 '${path}'은(는) 이 기관의 파일 경로(filepath)가 아닙니다. 이 기관에 저장된 파일만 첨부할 수 있습니다.`,
  fileAssetNotAllowed: '연동 API에서는 첨부파일을 asset이 아닌 filepath(이 기관에 저장된 파일 경로)로 지정해 주세요.',
  companyMissing: '기관 설정이 아직 없습니다. 기관 설정(PUT /api/integration/company)을 먼저 등록해 주세요.',
  projectNotFound: '프로젝트를 찾을 수 없습니다. 프로젝트를 먼저 등록하거나 프로젝트 번호를 확인해 주세요.',
  /** Posting ids are global (a published posting's link works from every organisation's host): the first owner keeps one. */
  postingIdTaken: (postingId: number) => `공고 번호 ${postingId}은(는) 다른 기관이 이미 사용하고 있어 등록할 수 없습니다. 다른 공고 번호로 보내 주세요.`,
  /** A notice has one period, its project's (issue 41 item 4): a posting may leave its dates out or repeat them. */
  postingPeriodDiffers: (postingId: number, projectId: number) =>
    `공고 ${postingId}의 접수 기간(startDate, endDate)이 프로젝트 ${projectId}의 접수 기간과 다릅니다. 공고의 기간은 프로젝트의 기간을 따르므로, 빼거나 프로젝트와 같게 적어 주세요.`,
  /** A task's language list asks for pre-registration but its form cannot answer it (issue 41 item 5). */
  preRegistrationMissing: (taskId: number, form?: string) =>
    `지원분야 ${taskId}의 어학 목록은 사전등록여부를 먼저 묻지만(usage_pre_registration: 'Y'), ${form === undefined ? '이 지원분야의 양식' : `양식 '${form}'`}의 어학 항목에 사전등록여부 선택(input_type: {type: select, field: pre_registration}과 options)이 없습니다. 양식에 추가하거나 목록의 usage_pre_registration을 'N'으로 바꿔 주세요.`,
  postingProjectNotFound: (projectId: number) => `공고가 가리키는 프로젝트 ${projectId}을(를) 찾을 수 없습니다. 프로젝트를 먼저 등록해 주세요.`,
  stepNotFound: '전형을 찾을 수 없습니다. 전형을 먼저 등록하거나 전형 번호를 확인해 주세요.',
  applicantNotFound: '이 프로젝트의 지원서를 찾을 수 없습니다. 지원서 번호를 확인해 주세요.',
  /** The applicant is in the project but has nothing of this step: no result published, nothing answered. */
  resultNotFound: '이 지원자에게 등록된 이 전형의 결과가 없습니다. 전형 번호와 지원서 번호를 확인해 주세요.',
  /** Attachments through the API: declared before the presigned PUT, then checked. */
  siteFileName: '파일 이름(filename)을 1자 이상 200자 이내로, 제어 문자 없이 보내 주세요.',
  siteFileSize: (maxMb: number) => `파일 크기(size)는 1바이트 이상 ${maxMb}MB 이하의 바이트 수로 보내 주세요.`,
  siteFileKey: '확인할 파일(key)에는 upload-url 응답의 key를 그대로 보내 주세요.',
  /** A key outside the organisation's own staging area (another organisation's, an applicant's, or made up). */
  siteFileNotOwn: '이 기관이 연동 API로 올린 파일만 확인할 수 있습니다. upload-url 응답의 key를 그대로 보내 주세요.',
  /** An option list of the catalogue names a task no project of the organisation has. */
  catalogTaskUnknown: (taskId: number) => `옵션 목록이 가리키는 지원분야 ${taskId}을(를) 찾을 수 없습니다. 프로젝트를 먼저 등록하거나 지원분야 번호를 확인해 주세요.`,
  surveyMissing: '설문 전형(type survey)에는 survey 항목이 필요합니다.',
  /** A link in the configuration with a scheme other than http(s) (`javascript:`, `data:` …), audit F12. */
  urlScheme: (field: string) => `${field}에는 http:// 또는 https://로 시작하는 주소나 /로 시작하는 사이트 안의 경로만 입력할 수 있습니다.`,
  /**
   * A tenant pattern the linear-time matcher cannot run (validation/tenant-pattern.ts, audit F07): lookaround,
   * back-references, a broken regex, or one too long.
   */
  patternUnsupported: (field: string) =>
    `${field}의 정규식을 사용할 수 없습니다. 문법을 확인해 주세요. 전후방 탐색((?=, (?!, (?<=, (?<!)과 역참조(\\1)는 지원하지 않으며, 정규식은 1,000자 이내여야 합니다.`,
  /** A form item or question asking what 채용절차법 §4-3 forbids, without the template's legal reason for it. */
  forbiddenQuestion: (key: string, kinds: readonly string[]) =>
    `${key}은(는) 채용절차법 제4조의3이 직무에 필요하지 않으면 수집을 금지한 정보(${kinds.join(', ')})를 묻습니다. 항목을 지우거나, 직무에 필요한 근거(예: 다른 법령이 정한 신체 기준)를 양식의 legal_reasons.'${key}'에 적어 주세요.`,
  /** A legal reason for an item or question that asks nothing forbidden, or that the template does not have. */
  legalReasonUnused: (key: string) => `legal_reasons의 '${key}'에 해당하는, 금지된 정보를 묻는 항목이 이 양식에 없습니다. 항목 번호를 확인하거나 이 근거를 지워 주세요.`,
  /** A blind-hiring project whose form asks what the blind-hiring guideline does not collect. */
  blindHiringAsks: (projectId: number, form: string, item: string, kinds: readonly string[]) =>
    `블라인드 채용 프로젝트 ${projectId}의 양식 '${form}'에서 ${item}이(가) 블라인드 채용에서 받지 않는 정보(${kinds.join(', ')})를 묻습니다. 이 항목을 뺀 양식을 지정하거나 blind_hiring을 해제해 주세요.`,
  /** A project whose form asks for sensitive information (PIPA §23) without a consent to it apart from the others. */
  sensitiveConsentMissing: (projectId: number, form: string, items: readonly string[], kinds: readonly string[]) =>
    `프로젝트 ${projectId}의 양식 '${form}'이(가) 개인정보 보호법 제23조의 민감정보(${kinds.join(', ')})를 묻습니다: ${items.join(', ')}. 다른 동의와 구분된 민감정보 처리 동의 항목(제목에 '민감정보'를 넣거나 sensitive: true)을 이 프로젝트의 agreements에 추가해 주세요.`,
  /** The ops CLI's `tenant create` and `tenant add-host`. */
  cli: {
    tenantExists: (domainKey: string) => `기관 '${domainKey}'은(는) 이미 등록되어 있습니다.`,
    tenantCreated: (domainKey: string, id: number, hosts: string) => `기관 '${domainKey}'(번호 ${id})을(를) 등록했습니다. 주소: ${hosts}`,
    tenantArgs: 'tenant create <domainKey> --id <기관 번호> [--host <호스트>]... 또는 tenant add-host <domainKey> <호스트> 형식으로 입력해 주세요.',
    hostAdded: (domainKey: string, host: string, hosts: readonly string[]) => `기관 '${domainKey}'에 주소 ${host}을(를) 더했습니다. 이 기관의 주소: ${hosts.join(', ')}`,
    hostAlready: (domainKey: string, host: string) => `주소 ${host}은(는) 이미 기관 '${domainKey}'의 주소입니다.`,
    hostTaken: (host: string, holder: string) => `주소 ${host}은(는) 기관 '${holder}'의 주소입니다. 그 기관에서 먼저 빼야 합니다.`,
    exported: (domainKey: string, file: string) => `기관 '${domainKey}'의 설정을 ${file}에 내보냈습니다. 'npm run portal -- import ${file}'로 다시 불러올 수 있습니다.`,
    exportArgs: 'export <domainKey> <폴더> 형식으로 입력해 주세요.',
    /** `rollback <stage> [--apply]` (functions/src/local/release-commands.ts). */
    rollback: {
      noFunctions: (stage: string) => `스테이지 '${stage}'의 함수를 찾지 못했습니다. AWS 자격 증명과 리전을 확인해 주세요.`,
      noPrevious: '이전 버전 없음',
      refused: (live: readonly string[], target: readonly string[], missing: number) =>
        `되돌릴 수 없습니다: 지금 함수들의 릴리스가 ${live.join(', ')}이고, 이전 릴리스가 ${target.join(', ') || '없음'}입니다${missing ? ` (이전 버전이 없는 함수 ${missing}개)` : ''}. 배포 상태를 확인한 뒤 이전 커밋을 다시 배포해 주세요.`,
      dryRun: (target: string) => `모든 함수를 릴리스 ${target}(으)로 되돌리려면 --apply를 붙여 다시 실행해 주세요.`,
      done: (count: number, target: string) => `함수 ${count}개를 릴리스 ${target}(으)로 되돌렸습니다.`,
    },
    /**
     * A stored code limit below today's default (docs/operations.md 'Deadline day'): most often the 30 and 3,000 an
     * export wrote back from before the defaults were sized for the deadline (issue 40). Kept as written; said once.
     */
    codeLimitBelowDefault: (file: string, field: string, value: number, fallback: number) =>
      `${file}: 경고 — company.code_limits.${field} 값(${value.toLocaleString('ko-KR')})이 기본값(${fallback.toLocaleString('ko-KR')})보다 낮습니다. 적힌 값대로 불러옵니다. 마감일 부하(docs/security.md 8)에 맞추려면 값을 올리거나 이 항목을 지운 뒤 다시 불러와 주세요. (warning: company.code_limits.${field} ${value} is below the default ${fallback}; imported as written.)`,
  },
} as const;
