/** Language-test score verification (spec 2.13, 5 'Language', 8 'Language popup name mismatch'; part of messages.ts). */
export const languageScoreMessages = {
  /** The popup window's title (spec 2.13). */
  popupTitle: '어학성적 확인',
  /** The returned uname is not the applicant's name (spec 8). */
  nameMismatch: '지원자 이름을 확인해 주세요.',
  popupBlocked: '팝업이 차단되었습니다. 브라우저의 팝업 차단을 해제한 뒤 다시 선택해 주세요.',
  /** The callback route's own page (the popup shows it briefly before closing). */
  callbackTitle: '어학성적 확인',
  processing: '어학성적 확인 결과를 전달하는 중입니다.',
  closing: '어학성적 확인 결과를 전달했습니다. 잠시 후 창이 닫힙니다.',
  noOpener: '입사지원 화면을 찾을 수 없습니다. 이 창을 닫고 입사지원 화면에서 다시 시험을 선택해 주세요.',
  incomplete: '어학성적 확인 결과가 완전하지 않습니다. 다시 시도해 주세요.',
  /** Server: a row claims a verified score or grade that carries no valid provider seal. */
  unverified: '어학성적 확인 결과가 올바르지 않습니다. 시험을 다시 선택하여 어학성적을 확인해 주세요.',
  /** Server: etsInit for a test the applicant's list does not verify. */
  unknownTest: '어학성적 확인 대상 시험이 아닙니다.',
  /** Hint under a score or grade that came from the verification (read-only). */
  verifiedNote: '어학성적 확인으로 입력된 값입니다.',
} as const;
