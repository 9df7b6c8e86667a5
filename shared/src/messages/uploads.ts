/**
 * Messages of photo and file uploads (spec part 1 sections 2.10, 5 'File upload', 8 'Form'); part of the one
 * catalogue in messages.ts (`messages.uploads`). Spec quotes are verbatim; the rest is polite Korean.
 */
export const uploadMessages = {
  /** 5 'File upload' (verbatim). */
  count: '파일개수를 확인하여 주세요.',
  size: '파일 용량을 확인하여 주세요.',
  defaultSize: '20MB 이하 파일을 업로드 해주세요.',
  totalSize: '전체파일 용량을 확인하여 주세요.',
  /** 8 'Form': an upload answered 'error' or 'upload_fail' (verbatim). */
  failed: '에러가 발생하였습니다. 다시 시도하여 주세요.',
  /** 2.10 'photo' hint (the recommended size, verbatim in meaning). */
  photoHint: '120×160 px 또는 3:4 비율의 정면 증명사진',

  // Server answers the spec does not word.
  otherApplicant: '다른 지원자의 파일은 올리거나 확인할 수 없습니다.',
  unknownField: '파일을 올릴 항목을 찾을 수 없습니다. 페이지를 새로 고친 후 다시 시도해 주세요.',
  notUploadField: '파일을 올릴 수 없는 항목입니다.',
  emptyFile: '내용이 없는 파일은 올릴 수 없습니다.',
  photoOnlyImage: '사진은 JPG, PNG, GIF 형식의 이미지 파일만 올릴 수 있습니다.',
  blockedType: '올릴 수 없는 형식의 파일입니다. 문서(HWP, PDF, 워드, 엑셀 등), 이미지 또는 텍스트 파일을 올려 주세요.',
  notUploaded: '업로드된 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
  /** The same upload confirmed again while its first confirm is still running. */
  confirmInProgress: '같은 파일을 확인하고 있습니다. 잠시 후 다시 시도해 주세요.',
  /** The file store failed while checking an upload (503); the same upload may be confirmed again. */
  storeUnavailable: '지금은 올린 파일을 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  notOwnFile: '본인이 올린 파일만 사용할 수 있습니다.',
  changedDuringCheck: '확인하는 동안 파일이 바뀌었습니다. 파일을 다시 올려 주세요.',
  unknownFile: '확인되지 않은 파일이 있습니다. 파일을 삭제한 후 다시 올려 주세요.',
  filenameTooLong: (n: number) => `파일 이름은 ${n}자 이내여야 합니다.`,

  // Screen texts.
  choosePhoto: '사진 선택',
  replacePhoto: '사진 변경',
  noPhoto: '등록된 사진이 없습니다.',
  photoAlt: (label: string) => `${label} 미리보기`,
  chooseFiles: '파일 선택',
  noFiles: '등록된 파일이 없습니다.',
  remove: '삭제',
  removeFile: (name: string) => `${name} 삭제`,
  download: (name: string) => `${name} 내려받기`,
  uploading: (name: string) => `${name} 올리는 중`,
  uploadingPhoto: '사진을 올리는 중입니다.',
  cancel: '취소',
  fileSize: (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`),
  limits: (o: { maxCount?: number | undefined; maxSizeMb: number; totalMb?: number | undefined }) =>
    [o.maxCount ? `최대 ${o.maxCount}개` : '', `파일당 ${o.maxSizeMb}MB`, o.totalMb ? `전체 ${o.totalMb}MB` : ''].filter(Boolean).join(', ') + '까지 올릴 수 있습니다.',
  fileCount: (n: number) => `첨부된 파일 ${n}개`,
} as const;
