/**
 * The consent step's line on retention (채용절차법 §11, PIPA §21): a module of its own, so that the consent step, which
 * is within bytes of its JS budget (docs/reliability.md 'The budgets'), carries this line and nothing else of retention.
 */
export const consentRetentionPeriod = (days: number) =>
  `채용 여부가 확정되지 않은 지원자의 지원서와 제출 서류는 채용 결과 확정일로부터 ${days}일 동안 보관한 뒤 복구할 수 없도록 파기합니다(채용절차의 공정화에 관한 법률 제11조, 개인정보 보호법 제21조). 최종 합격자의 정보는 채용 기관의 인사 관리로 넘겨집니다.`;
