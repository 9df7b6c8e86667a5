/**
 * Refusals of input that no store could hold (issue 14, item 9): too deep, nameless or overlong keys, numbers out of
 * range, unreadable characters, file keys S3 refuses. Part of the one catalogue in messages.ts (`messages.input`).
 */
export const inputBoundsMessages = {
  tooDeep: '입력 내용이 너무 여러 단계로 중첩되어 있어 저장할 수 없습니다. 입력 내용을 확인해 주세요.',
  emptyKey: '이름이 없는 항목은 저장할 수 없습니다. 입력 내용을 확인해 주세요.',
  keyTooLong: (max: number) => `항목 이름은 ${max}자 이내여야 합니다.`,
  reservedKey: '사용할 수 없는 항목 이름이 있습니다. 입력 내용을 확인해 주세요.',
  numberOutOfRange: '저장할 수 없는 크기의 숫자가 있습니다. 숫자를 확인해 주세요.',
  textTooLong: (max: number) => `입력 내용은 ${max.toLocaleString('ko-KR')}자 이내여야 합니다.`,
  unreadableText: '입력 내용에 사용할 수 없는 문자가 있습니다. 입력 내용을 확인해 주세요.',
  bodyTooLarge: '요청 내용이 너무 큽니다. 입력 내용을 줄여 주세요.',
  fileKeyInvalid: '파일 경로가 올바르지 않습니다.',
  fileNameInvalid: '파일 이름에 사용할 수 없는 문자가 있습니다. 파일 이름을 바꾼 후 다시 올려 주세요.',
  /** The store refused what was sent (a limit this guard does not know of): the input, not the server, is at fault. */
  storeRefused: '저장할 수 없는 값이 있습니다. 입력 내용을 확인해 주세요.',
  storeTooLarge: '저장할 내용이 너무 큽니다. 입력 내용을 줄여 주세요.',
  fileRequestRefused: '파일 요청이 올바르지 않습니다. 파일 경로와 이름을 확인해 주세요.',
} as const;
