/** The consent records of the history page (R5-1; PIPA §22, §23) and of the consent step's record. */
export const consentRecordMessages = {
  title: '동의 내역',
  intro: '지원할 때 동의하신 항목입니다. 동의하신 문서의 버전과 일시, 접속 환경이 함께 보관됩니다.',
  sensitive: '민감정보',
  agreedAt: (at: string) => `${at} 동의`,
  version: (v: string) => `문서 버전 ${v}`,
  client: (c: string) => `접속 환경 ${c}`,
  unknownClient: '확인할 수 없는 환경',
} as const;
