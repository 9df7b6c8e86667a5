/**
 * What a blind-hiring project (블라인드 채용 가이드라인) hides in an applicant's free-text answers: a school's name and a
 * relative's occupation. The form of such a project may not ask for either (forbidden-questions.ts `blindViolationsOf`),
 * but an applicant may still write '한국대학교에서 배운 것' or '아버지는 교사이셔서' into a self-introduction. The same
 * detector serves the warning before submission (the applicant's preview) and the masking of staff and integration
 * reads (functions/src/domain/submission/blind-masking.ts), so what is warned about is what is hidden.
 *
 * It finds words, it does not understand sentences: it looks for school names of the catalogue below and for a name
 * followed by a school kind ('○○대학교', '○○고등학교'), and for a relative as the subject of a clause that names a job
 * or a workplace ('아버지는 교사', '어머니께서 ○○에 근무'). The wording check of the form's own questions
 * (forbidden-questions.ts RELATIVE, RELATIVE_DETAIL) asks the same about the questions; this one reads answers, so it
 * knows the spoken forms ('아빠', '형은', '부모님께서').
 */
/** A school's name, or a relative's occupation (their Korean names: messages/blind-hiring.ts `kinds`). */
export type BlindMentionKind = 'school' | 'family';

export interface BlindMention {
  kind: BlindMentionKind;
  /** The words as written, and their offsets (start inclusive, end exclusive). */
  content: string;
  start: number;
  end: number;
}

/** What masking puts in place of a hidden span. */
export const BLIND_MASK = '○○○';

/**
 * The school catalogue: names and the short forms applicants write (a full '…대학교' name is found by its kind anyway).
 * Short forms only where the word means nothing else ('외대' alone would be part of '해외대학').
 */
export const SCHOOL_NAMES: readonly string[] = [
  // Universities, as commonly shortened.
  '서울대', '연세대', '고려대', '서강대', '성균관대', '한양대', '중앙대', '경희대', '한국외대', '서울시립대', '시립대', '건국대', '동국대',
  '홍익대', '국민대', '숭실대', '세종대', '단국대', '광운대', '명지대', '상명대', '가톨릭대', '인하대', '아주대', '한국항공대', '항공대',
  '부산대', '경북대', '전남대', '충남대', '전북대', '충북대', '강원대', '제주대', '경상대', '경상국립대', '부경대', '영남대', '계명대',
  '동아대', '조선대', '울산대', '한림대', '순천향대', '이화여대', '숙명여대', '성신여대', '덕성여대', '동덕여대', '서울여대',
  '한국교원대', '서울교대', '방통대', '한예종', '한국체대', '카이스트', '포스텍', '포항공대', '유니스트', '지스트', '디지스트',
  'KAIST', 'POSTECH', 'UNIST', 'GIST', 'DGIST', '과기원', '한국과학기술원', '광주과학기술원',
  // Abroad.
  '하버드', '스탠퍼드', '스탠포드', '옥스퍼드', '케임브리지', '캠브리지', '도쿄대', '동경대', '베이징대', '북경대', '칭화대', 'Harvard', 'Stanford', 'Oxford', 'Cambridge', 'MIT',
  // High schools known by name.
  '민사고', '민족사관고', '하나고', '대원외고', '한영외고', '명덕외고', '대일외고', '서울과고', '경기과고', '한국과학영재학교', '과학영재학교',
];

/** A name that ends in a school kind: '한국대학교', '서울과학고등학교를', '대원외고', 'Korea University'. */
const SCHOOL_KIND = /([가-힣]{2,12}?)(대학교|대학원|대학(?!생|시절|생활)|고등학교|중학교|초등학교|외고|과학고|국제고)(?=[은는이가을를에의와과도로서까만부]|[^가-힣]|$)|\b[A-Z][a-z]+ (?:University|College|High School)\b|\bUniversity of [A-Z][a-z]+\b/gu;
/** What a school kind may follow without naming a school: '전문대학', '방송통신대학교', '명문대학', '과학고등학교'. */
const GENERIC_SCHOOL = /^(?:[0-9]+년제|전문|일반|방송통신|사이버|국립|사립|공립|시립|도립|지방|명문|여자|남자|공과|의과|치과|한의과|약학|간호|사범|교육|경영|법학|예술|체육|과학|외국어|국제|특성화|특목|자율형|마이스터|인문계|실업계|상업|공업|농업|지역|해외|외국|국내|현지|해당|다른|같은|우리|모든|여러|최고|상위|하위|소속|재학|졸업|출신|희망|목표|지망|진학|입학|편입|일류|중소|대형|신설|기숙|야간|평생교육|산업|기술|폴리텍|종교|정규|대안|영재|명문대|각|본|타)$/u;
/** Where a name of the catalogue stands alone: not inside a longer word ('서울대공원' is a park, '세종대왕' a king, '고려대장경' a book). */
const catalogue = new RegExp(`(?<![가-힣A-Za-z])(?:${[...SCHOOL_NAMES].sort((a, b) => b.length - a.length).join('|')})(?:학교|학원)?(?![A-Za-z]|공원|로|역|입구|병원|왕|장경|통령|표|회|통합|업|책|단|교)`, 'gu');

/** A relative written as the subject or owner of a clause: '아버지는', '어머니께서', '부모님이', '형의', '동생도'. */
const RELATIVE_SUBJECT = new RegExp(
  '(?<![가-힣])(?:친|큰|작은|외|막내|우리|저희|제)?\\s?' +
    '(아버지|어머니|아버님|어머님|부모님|부모|아빠|엄마|부친|모친|양친|할아버지|할머니|조부|조모|형님|형|누나|언니|오빠|남동생|여동생|동생|형제|자매|남매|삼촌|이모|고모|숙부|백부|이모부|고모부|가족|배우자|남편|아내)' +
    '(?:님)?(?:께서는|께서도|께서|은|는|이|가|도|의|와|과|\\s모두|\\s두\\s분\\s모두)',
  'gu',
);
/** A job or workplace in that clause: an occupation, a position, or working somewhere. */
const OCCUPATION = new RegExp(
  '(?<![가-힣])(?:교사|선생님|교수|교장|교감|강사|의사(?!소통|결정|표현|표시|록)|한의사|치과의사|간호사|약사|변호사|판사|검사(?!를|결과|기간)|법무사|세무사|회계사|노무사|공무원|경찰관|경찰|소방관|군인|장교|부사관|직업군인|회사원|직장인|사업가|사업|자영업|사장|대표이사|임원|부장|과장|국회의원|군수|구청장|목사|스님|기자|은행원|엔지니어|연구원|농부|어부|운전기사|기관사|조종사|승무원)' +
    '|근무|재직|종사|운영하|경영하|몸담|다니시|다니셨|다니십|일하시|일하셨|일하십|직업|직장|근무처|직위|직함',
  'gu',
);
/** A clause ends at a sentence's end; a relative's clause is read this far at most. */
const CLAUSE = /[.!?。\n]/u;
const CLAUSE_MAX = 40;
/** The rest of a word: up to a space or a punctuation mark. */
const WORD_REST = /^[^\s.,!?。·;:()[\]「」『』"'“”‘’]*/u;

/** Every school name and relative's occupation in a text, in order, none overlapping. */
export function findBlindMentions(text: string): BlindMention[] {
  if (!text) return [];
  const found: BlindMention[] = [];
  for (const m of text.matchAll(catalogue)) found.push({ kind: 'school', content: m[0], start: m.index, end: m.index + m[0].length });
  for (const m of text.matchAll(SCHOOL_KIND)) {
    const name = m[1] ?? m[3];
    if (name !== undefined && GENERIC_SCHOOL.test(name)) continue;
    found.push({ kind: 'school', content: m[0], start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(RELATIVE_SUBJECT)) {
    const start = m.index + m[0].indexOf(m[1]!);
    const from = m.index + m[0].length;
    const stop = text.slice(from, from + CLAUSE_MAX).search(CLAUSE);
    const clause = text.slice(from, stop === -1 ? from + CLAUSE_MAX : from + stop);
    // The clause to its last job word: '아버지는 초등학교 교사이시고 어머니는 간호사' is hidden whole.
    let end = -1;
    for (const o of clause.matchAll(OCCUPATION)) end = from + o.index + o[0].length;
    // ...and to the end of that word, so that what is left reads on ('○○○ 교육 행정에', not '○○○이셔서 교육 행정에').
    if (end !== -1) end += WORD_REST.exec(text.slice(end))![0].length;
    if (end !== -1) found.push({ kind: 'family', content: text.slice(start, end), start, end });
  }
  return disjoint(text, found);
}

/** The mentions sorted, an overlapping one joined into the earlier (a school inside a relative's clause is one span). */
function disjoint(text: string, spans: BlindMention[]): BlindMention[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: BlindMention[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      last.content = text.slice(last.start, last.end);
      if (s.kind === 'family') last.kind = 'family';
      continue;
    }
    out.push({ ...s });
  }
  return out;
}

/**
 * The text with the given spans replaced by the mask, plus every occurrence of the extra words (a project's
 * `blind_words`, any case). Spans may overlap; what is left between them stays as written.
 */
export function maskBlindText(text: string, extraWords: readonly string[] = []): string {
  const spans: { start: number; end: number }[] = findBlindMentions(text);
  const lower = text.toLocaleLowerCase('ko-KR');
  for (const w of extraWords) {
    const needle = w.toLocaleLowerCase('ko-KR');
    if (!needle) continue;
    for (let i = lower.indexOf(needle); i !== -1; i = lower.indexOf(needle, i + needle.length)) spans.push({ start: i, end: i + needle.length });
  }
  if (spans.length === 0) return text;
  spans.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const s of spans) {
    if (s.end <= at) continue;
    if (s.start >= at) out += text.slice(at, s.start) + BLIND_MASK;
    at = Math.max(at, s.end);
  }
  return out + text.slice(at);
}
