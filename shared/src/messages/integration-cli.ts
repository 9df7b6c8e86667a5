/**
 * The ops CLI's lines (npm run portal -- api-key, tenant, counts, job, …): apart from integrationMessages, so that no
 * route's bundle carries what only the CLI prints (each route stays within its 300 KB budget).
 */
export const integrationCliMessages = {
  created: (id: string, name: string, scopes: string) => `연동 키를 만들었습니다 (id ${id}, 이름 ${name}, 권한 ${scopes}). 아래 키는 다시 볼 수 없으니 지금 안전한 곳에 보관해 주세요.`,
  listHeader: 'id\t이름\t만든 시각\t끝 4자리\t마지막 사용\t폐기\t권한',
  scopesFormat: (allowed: string) => `권한(--scopes)은 ${allowed} 중에서 쉼표로 나누어 입력해 주세요.`,
  none: '연동 키가 없습니다.',
  revoked: (id: string) => `연동 키 ${id} 를 폐기했습니다. 이 키로 오는 요청은 이제 거절됩니다.`,
  notFound: (id: string) => `연동 키 ${id} 를 찾을 수 없습니다.`,
  alreadyRevoked: (id: string) => `연동 키 ${id} 는 이미 폐기되었습니다.`,
  unknownDomainKey: (key: string) => `도메인 키 '${key}' 인 회사가 없습니다.`,
  jobRan: (id: string, result: string) => `${id} 작업을 한 번 실행했습니다: ${result}`,
  jobUnitsRan: (id: string, handled: number, failedTries: number, parked: number) =>
    `${id} 의 단위 작업 ${handled}개를 마쳤습니다 (실패한 시도 ${failedTries}번, 보류 큐로 간 단위 ${parked}개).`,
  countsTitle: (id: number, title: string) => `프로젝트 ${id} ${title}`,
  countsHeader: '분야\t전체\t최종 제출\t작성 중\t제출 취소',
  /** `results-untold <domainKey> <projectId>` (채용절차법 §10). */
  untoldHeader: '단계\t결과 공개 시작\t알리지 않은 결과\t상태',
  untoldState: (s: { open: boolean; silent: boolean; suspended: boolean }) =>
    s.suspended
      ? '게시 중지: 알림을 보내지 않음'
      : s.silent
        ? '메일·문자 알림 꺼짐: 기관이 따로 알려야 함'
        : s.open
          ? '공개 중: 다음 알림 작업 때 보냄'
          : '공개 전: 공개 시작 때 보냄',
  untoldNone: '알리지 않은 결과가 없습니다.',
  countsTotal: '합계',
} as const;
