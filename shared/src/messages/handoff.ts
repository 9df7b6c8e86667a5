/**
 * The staff handoff (spec part 2, 2.18; issue 21 item 1): the integration API mints a single-use link, the /move page
 * redeems it. Kept out of `messages` (bundled on every page): only the move page, the server and the CLI use these.
 */
export const handoffMessages = {
  typeValue: '이동할 화면(type)은 form, check, recruit_view, index, introduction, result 중 하나로 입력해 주세요.',
  staffIdFormat: '직원 식별자(staffId)는 영문, 숫자와 . _ @ - 만으로 1~64자로 입력해 주세요.',
  idNumber: (label: string) => `${label}은(는) 1 이상의 정수로 입력해 주세요.`,
  applicantStepIdFormat: '전형 단계(applicantStepId)는 결과 화면 주소처럼 "<전형 번호>-<지원서 번호>" 형식으로 입력해 주세요.',
  applicantStepNotFound: '지원자의 전형 단계를 찾을 수 없습니다. 전형 단계(applicantStepId)를 확인해 주세요.',
  applicantTokenFormat: '지원자 토큰(applicantToken)은 영문, 숫자와 - _ 만으로 200자 이내로 입력해 주세요.',
  /** A value the type needs is missing (form: projectId and taskId; check: applicantId; recruit_view: noticeId; result: applicantStepId). */
  required: (type: string, names: string) => `'${type}' 화면으로 이동하려면 ${names}을(를) 함께 보내 주세요.`,
  /** A task names nothing without its project. */
  taskNeedsProject: '분야 번호(taskId)는 프로젝트 번호(projectId)와 함께 보내 주세요.',
  taskNotInProject: '분야(taskId)가 이 프로젝트(projectId)에 없습니다. 번호를 확인해 주세요.',
  projectNotFound: '프로젝트를 찾을 수 없습니다. 프로젝트 번호(projectId)를 확인해 주세요.',
  applicantNotFound: '지원서를 찾을 수 없습니다. 지원서 번호(applicantId)를 확인해 주세요.',
  postingNotFound: '채용공고를 찾을 수 없습니다. 공고 번호(noticeId)를 확인해 주세요.',
  handoffIdFormat: '이동 링크 id(handoffId)는 발급할 때 받은 id를 그대로 보내 주세요.',
  handoffNotFound: '이동 링크를 찾을 수 없습니다. 발급할 때 받은 id를 확인해 주세요.',
  tokenFormat: '이동 링크의 인증 값이 올바르지 않습니다.',
  /** The operator's own ids (cli, ops, …) cannot name staff handed off by a link. */
  staffIdReserved: '이 직원 식별자(staffId)는 운영자용으로 예약되어 있어 쓸 수 없습니다. 다른 식별자를 입력해 주세요.',
  /** A staff session asks for an applicant or step its link did not name. */
  notThisLink: '이 이동 링크로는 열 수 없는 지원서입니다. 관리 시스템에서 해당 지원서의 링크를 다시 받아 주세요.',
  /** Only the operator's own staff session (portal staff-token) may do this. */
  operatorOnly: '운영자 세션에서만 할 수 있는 작업입니다.',
  /** A test-mode token (staff viewing an applicant) sent to a route that saves, submits or changes something. */
  testModeReadOnly: '테스트 모드에서는 지원서를 저장하거나 제출, 취소할 수 없습니다. 조회만 할 수 있습니다.',
  /** Unknown, used, expired or another organisation's link: one answer for all. */
  linkInvalid: '이동 링크가 만료되었거나 이미 사용되었습니다. 관리 시스템에서 링크를 다시 받아 주세요.',
  /** The /move page. */
  page: {
    title: '관리자 화면으로 이동',
    moving: '관리자 화면으로 이동하고 있습니다…',
    failed: '화면을 열 수 없습니다.',
    /** The address lacks the screen (type) or a value that screen needs: the link is not used. */
    badAddress: '이동 링크의 주소가 올바르지 않습니다. 관리 시스템에서 링크를 다시 받아 주세요.',
    home: '메인 화면으로',
    retry: '다시 시도',
  },
  /** The ops CLI (npm run portal -- handoff ...). */
  cli: {
    minted: (expiresAt: string) => `이동 링크를 만들었습니다. ${expiresAt}까지 한 번만 쓸 수 있습니다.`,
    usage: '사용법: npm run portal -- handoff <도메인 키> <type> --staff <직원 식별자> [--project <번호>] [--task <번호>] [--applicant <번호>] [--notice <번호>] [--step <번호>] [--host <호스트>]',
  },
} as const;
