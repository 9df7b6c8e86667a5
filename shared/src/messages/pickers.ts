/**
 * Picker dialogs and picker fields (spec part 1 2.10, 2.11, 5 'Language'); part of the one catalogue in
 * messages.ts. Texts the spec quotes in Korean are verbatim.
 */
export const pickerMessages = {
  certificate: { title: '자격증', requirement: '필수 자격증', preference: '우대 자격증' },
  language: { title: '어학시험', requirement: '필수 어학시험', preference: '우대 어학시험' },
  organization: { title: '기관', requirement: '필수 기관', preference: '우대 기관' },
  major: {
    title: '전공',
    /** The fixed list of the major picker (2.11: three majors plus free input) when the item defines no options. */
    defaults: ['인문사회계열', '이공계열', '예체능계열'],
    directLabel: '직접입력',
    directPlaceholder: '전공을 입력해 주세요',
  },
  medical: {
    title: '의료기관',
    searchLabel: '의료기관명 검색',
    columns: { type: '구분', name: '기관명', address: '주소', openDate: '지정일자', closureDate: '폐업일자', choose: '선택' },
  },
  address: {
    title: '우편번호 찾기',
    searchLabel: '주소 검색',
    placeholder: '도로명, 건물명 또는 지번을 입력해 주세요',
    hint: '예) 세종대로 110, 종로구 청진동 70',
    columns: { postCode: '우편번호', address: '주소', choose: '선택' },
    roadLabel: '도로명',
    jibunLabel: '지번',
    postCodeLabel: '우편번호',
    detailLabel: '상세주소',
    detailPlaceholder: '상세주소를 입력해 주세요',
  },
  allList: '전체',
  searchPlaceholder: '검색어를 입력해 주세요',
  search: '검색',
  more: '더보기',
  choose: '선택',
  open: (title: string) => `${title} 찾기`,
  loading: (title: string) => `${title} 불러오는 중입니다.`,
  loadFailed: (title: string) => `${title} 목록을 불러오지 못했습니다. 다시 시도해 주세요.`,
  /** A searchable list item (2.11 'an item's label is [name]'). */
  itemLabel: (name: string) => `[${name}]`,
  direct: (word: string) => `[${word}] 직접입력`,
  noResults: '검색 결과가 없습니다.',
  /** 2.16 'Generic empty list'. */
  emptyList: '리스트가 없습니다.',
  tooMany: (shown: number) => `${shown}건까지 표시합니다. 검색어를 더 입력해 주세요.`,
  resultCount: (loaded: number, total: number) => `전체 ${total}건 중 ${loaded}건`,
  empty: '-',
  preRegistrationFirst: '사전등록여부를 먼저 선택해주세요.',
  keywordTooShort: '검색어를 2자 이상 입력해 주세요.',
  /** Server: the task of an option list does not exist for this company. */
  unknownTask: '지원분야를 찾을 수 없습니다.',
} as const;
