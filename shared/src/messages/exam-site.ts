/** Exam-site selection (spec 2.12, 4 'Exam-site rows'; part of messages.ts). */
export const examSiteMessages = {
  instruction: '지원하실 시험장을 선택해 주세요.',
  refresh: '데이터 새로고침',
  loading: '시험장 정보를 불러오는 중입니다.',
  columns: { no: 'No.', name: '시험장명', address: '주소', count: '지원자 / 모집인원', closing: '마감 여부', apply: '지원' },
  /** Row states: pending, applying, closed, waiting. The waiting row's button cancels the waitlist place, and says so (issue 41 item 18). */
  labels: { pending: '지원하기', applying: '지원 취소', closed: '마감', waiting: '대기 취소' },
  /** The preview's word for a waitlisted choice, after the place's name. */
  waitingStatus: '대기',
  /** Asked before a seat or a waitlist place is given up (issue 41 item 18): one click must not lose it. */
  confirmCancel: (place: string) => `${place} 지원을 취소하시겠습니까?\n취소하면 자리가 다른 지원자에게 돌아갈 수 있습니다.`,
  confirmCancelWaiting: (place: string) => `${place} 예비(대기) 접수를 취소하시겠습니까?\n취소하면 대기 순서가 사라집니다.`,
  /** The dialog's buttons: give the place up, or keep it (the focused, safer answer). */
  confirmCancelYes: '취소하기',
  confirmCancelNo: '유지하기',
  open: '접수중',
  full: '정원 마감(예비 접수)',
  footer: (name: string) => `현재 지원한 시험장: ${name}`,
  /** Accessible name of a row's button: the place, then the button's label. */
  rowAction: (place: string, label: string) => `${place} ${label}`,
  /** Shown beside the applied row's name (the highlight is not the only sign). */
  appliedMark: '지원함',
  /** The same for a waitlist place. */
  waitingMark: '예비 접수',
  /** Beside count / total_count when applicants are waitlisted. */
  waitingCount: (n: number) => `대기 ${n}`,
  empty: '선택할 수 있는 시험장이 없습니다.',
  /** Staff test mode: the table is shown without choices (nothing is saved). */
  testMode: '테스트 모드에서는 시험장을 선택할 수 없습니다.',
  loadError: '시험장 정보를 불러오지 못했습니다. 데이터 새로고침을 눌러 다시 시도해 주세요.',
  results: {
    Y: '지원이 완료되었습니다.',
    W: '예비(대기) 지원이 완료되었습니다.',
    C: '지원이 취소되었습니다.',
  },
  placeClosed: '접수가 마감된 시험장입니다.',
  placeNotFound: '시험장을 찾을 수 없습니다.',
  alreadyChosen: '이미 다른 시험장에 지원하셨습니다. 먼저 지원을 취소해 주세요.',
  noChoice: '지원한 시험장이 없습니다.',
  required: '시험장을 선택하여 주세요.',
  busy: '지원자가 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;
