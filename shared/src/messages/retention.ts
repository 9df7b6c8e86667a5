import { RETENTION_DAYS } from '../retention.ts';
import { consentRetentionPeriod } from './retention-consent.ts';

/**
 * Retention and destruction of applicants' data (채용절차법 §11, PIPA §21; docs/compliance.md). Outside the `messages`
 * aggregate: the consent step, the history, the integration API and the CLI each import what they show.
 */
const koreanDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
};

export const retentionMessages = {
  /** The destruction record's method (파기 방법): items and every stored version of the files deleted for good. */
  destructionMethod: '삭제(복구 불가)',
  /** Who ordered a destruction: the retention rule, with the key that confirmed the result. */
  orderedByRule: (days: number) => `보존 기간 경과(결과 확정일로부터 ${days}일)`,
  /** The consent step's line under the privacy consent: how long the data is kept (its own module, the step's budget). */
  consentPeriod: consentRetentionPeriod,
  /** The history (R5-1), once the result is confirmed. */
  historyDestroyOn: (date: string) => `제출하신 지원서와 서류는 ${koreanDate(date)}에 파기됩니다.`,
  historyHired: '최종 합격자의 정보는 채용 기관의 인사 관리로 넘겨져 파기 대상에서 제외됩니다.',
  /** Configuration and the integration API. */
  retentionDaysRange: `보존 기간(retention_days)은 ${RETENTION_DAYS.min}일에서 ${RETENTION_DAYS.max}일 사이의 정수로 입력해 주세요.`,
  confirmedDate: "결과 확정일(result_confirmed_at)은 'YYYY-MM-DD' 형식의 날짜로 입력해 주세요.",
  confirmedInFuture: '결과 확정일은 오늘 이후일 수 없습니다.',
  projectNotFound: '프로젝트를 찾을 수 없습니다.',
  applicantNotFound: '지원자를 찾을 수 없습니다.',
  alreadyDestroyed: '이 프로젝트의 지원자 정보는 이미 파기되었습니다.',
  versionConflict: '다른 요청이 먼저 바꾸었습니다. 다시 조회한 뒤 그 version으로 보내 주세요.',
} as const;
