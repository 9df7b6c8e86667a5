/**
 * Download my data (PIPA §35, issue 46 item 7): the same SMS check as delete, open whether or not the notice is. A module
 * of its own, so the catalogue every page loads does not carry the dialog's texts.
 */
export const ownDataMessages = {
  open: '내 정보 내려받기',
  title: '내 정보 내려받기',
  intro: '개인정보 보호법 제35조에 따라 포털이 보관한 내 정보(지원서 내용, 인적사항, 선발 결과, 문의, 보낸 안내 메시지 등)와 올린 파일을 내려받을 수 있습니다. 지원할 때 입력한 휴대폰번호로 본인 확인을 해 주세요.',
  note: '내려받은 파일에는 개인정보가 들어 있으니 안전하게 보관해 주세요. 파일 링크는 잠시 후 만료됩니다.',
  phoneLabel: '휴대폰번호',
  emptyPhone: '휴대폰번호를 입력해 주세요',
  sendFailed: '휴대폰번호를 확인해 주세요',
  confirmFailed: '인증에 실패했습니다. 다시 입력해 주세요',
  expired: '인증 시간이 만료되었습니다',
  cancel: '닫기',
  submit: '내려받기',
  downloading: '내 정보를 모으는 중입니다',
  done: '내 정보를 내려받았습니다',
  saveAgain: '내 정보 파일 다시 저장',
  filesTitle: '올린 파일',
  noFiles: '올린 파일이 없습니다',
  failed: '내 정보를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
  /** The server's answers: a request without the confirmed code, and a malformed one. */
  needsSms: '휴대폰 인증을 마친 뒤 내 정보를 내려받을 수 있습니다.',
  typeRequired: '내려받기 요청이 올바르지 않습니다.',
  /** The file the document is saved as. */
  fileName: (who: string) => `내정보-${who}.json`,
} as const;
