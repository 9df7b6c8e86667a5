import type { Detail } from './definition.ts';

/**
 * What 채용절차의 공정화에 관한 법률 §4-3 forbids an employer to ask unless the job needs it: the applicant's physical
 * conditions (appearance, height, weight), birthplace or region of origin, marital status and property, and the
 * education, occupation and property of their parents, children and siblings. A form item or question that asks for
 * one is refused at configuration time unless the template records why the job needs it (docs/compliance.md).
 */
export const FORBIDDEN_KINDS = {
  physical: '용모·키·체중 등 신체적 조건',
  origin: '출신 지역',
  marital: '혼인 여부',
  property: '재산',
  family: '직계 존비속·형제자매의 학력·직업·재산',
} as const;
export type ForbiddenKind = keyof typeof FORBIDDEN_KINDS;

// Whole words only: '키' alone or '키(cm)', never '키워드' or '스키'; '출신지' but not '출신학교'.
const word = (words: string) => new RegExp(`(?:^|[^가-힣])(?:${words})(?:[^가-힣]|$)`);
const KOREAN: Record<Exclude<ForbiddenKind, 'family'>, RegExp> = {
  physical: new RegExp(`${word('키|신장').source}|체중|몸무게|용모|외모|체격`),
  origin: new RegExp(`출신지|출신\\s지역|출생지|고향|${word('본적|원적').source}`),
  marital: /혼인|결혼|기혼|미혼/,
  // '자산운용' or '부동산학과' name a career or a major, not what the applicant owns.
  property: new RegExp(`재산|주택\\s?소유|${word('자산|부동산').source}`),
};
/** Payload field names that carry the same (an operator's English names). */
const FIELD: Record<Exclude<ForbiddenKind, 'family'>, RegExp> = {
  physical: /^(height|weight|body_?(size|type)|appearance)$/i,
  origin: /^(birth_?place|hometown|home_?town|origin_?region|registered_?domicile)$/i,
  marital: /^(marital(_?status)?|married|is_?married|marriage)$/i,
  property: /^(property|assets|wealth|real_?estate)$/i,
};
/** A relative the law names (parents and grandparents, children, siblings, or the family as such)... */
const RELATIVE = /부모|부친|모친|아버지|어머니|형제|자매|남매|직계|가족|보호자|father|mother|parent|sibling|family/i;
/** ...and what of them it may not ask. */
const RELATIVE_DETAIL = /학력|최종\s?학교|출신\s?학교|직업|직장|근무처|직위|재산|소득|edu|school|job|occupation|employer|income|property/i;

interface Asked {
  /** The item's or question's own words and payload field name. */
  words: string;
  field?: string | undefined;
}

/** The forbidden kinds one item or question asks for, given the detail (section) it sits in. */
export function forbiddenKindsOf(detailTitle: string, asked: Asked): ForbiddenKind[] {
  const kinds = new Set<ForbiddenKind>();
  for (const kind of Object.keys(KOREAN) as (keyof typeof KOREAN)[]) {
    if (KOREAN[kind].test(asked.words) || (asked.field !== undefined && FIELD[kind].test(asked.field))) kinds.add(kind);
  }
  // A relative's school, job or property: in the item's own words, or an item of a family section ('가족사항': 학력, 직업).
  const about = `${asked.words} ${asked.field ?? ''}`;
  if (RELATIVE_DETAIL.test(about) && (RELATIVE.test(about) || RELATIVE.test(detailTitle))) {
    kinds.add('family');
    kinds.delete('property');
  }
  return [...kinds];
}

/** One item or question of a template that asks for what §4-3 forbids: its key as legal reasons name it ('item 101'). */
export interface ForbiddenQuestion {
  key: string;
  kinds: ForbiddenKind[];
  /** Where it sits, as the template's own path (pages.0.forms.1.details.2.items.3). */
  path: (string | number)[];
}

/** Every item and question of one page's forms that asks for a forbidden kind. */
export function forbiddenQuestionsOf(forms: readonly { details: readonly Detail[] }[], at: (string | number)[]): ForbiddenQuestion[] {
  const found: ForbiddenQuestion[] = [];
  forms.forEach((f, fi) =>
    f.details.forEach((d, di) => {
      const base = [...at, 'forms', fi, 'details', di];
      d.items.forEach((it, ii) => {
        const kinds = forbiddenKindsOf(d.title, { words: [it.title, it.label ?? ''].join(' '), field: it.input_type.field });
        if (kinds.length) found.push({ key: `item ${it.id}`, kinds, path: [...base, 'items', ii] });
      });
      (d.questions ?? []).forEach((q, qi) => {
        const kinds = forbiddenKindsOf(d.title, { words: [q.title, ...(q.details ?? []).map((x) => x.content)].join(' ') });
        if (kinds.length) found.push({ key: `question ${q.id}`, kinds, path: [...base, 'questions', qi] });
      });
    }),
  );
  return found;
}

/** What a blind-hiring project (블라인드 채용 가이드라인) does not collect, whatever the job. */
export const BLIND_KINDS = {
  photo: '사진',
  origin: '출신 지역',
  family: '가족 관계',
  school: '학교명',
} as const;
export type BlindKind = keyof typeof BLIND_KINDS;

/** A section about the applicant's family ('가족사항', '가족관계'): in a blind project none is asked. */
const FAMILY_SECTION = /가족\s?사항|가족\s?관계\s?$|가족\s?정보|family/i;
const SCHOOL_NAME = /학교\s?명|학교\s?이름|출신\s?학교|대학\s?명|대학교\s?명|school_?name|university|college/i;

/** Every item and question of a template that a blind-hiring project may not ask, with the kinds it asks for. */
export function blindViolationsOf(template: { pages: readonly { forms: readonly { details: readonly Detail[] }[] }[] }): { key: string; title: string; kinds: BlindKind[] }[] {
  const found: { key: string; title: string; kinds: BlindKind[] }[] = [];
  for (const p of template.pages)
    for (const f of p.forms)
      for (const d of f.details) {
        // A family section, or a relative's school, job or property; a social-equity question ('다문화가족에 해당하십니까?') is neither.
        const familySection = FAMILY_SECTION.test(d.title);
        for (const it of d.items) {
          const kinds = new Set<BlindKind>();
          const words = [it.title, it.label ?? ''].join(' ');
          if (it.input_type.type === 'photo' || it.update_photo === 'Y') kinds.add('photo');
          if (forbiddenKindsOf(d.title, { words, field: it.input_type.field }).includes('origin')) kinds.add('origin');
          if (familySection || forbiddenKindsOf(d.title, { words, field: it.input_type.field }).includes('family')) kinds.add('family');
          if (SCHOOL_NAME.test(words) || SCHOOL_NAME.test(it.input_type.field)) kinds.add('school');
          if (kinds.size) found.push({ key: `item ${it.id}`, title: it.title, kinds: [...kinds] });
        }
        for (const q of d.questions ?? []) {
          const words = [q.title, ...(q.details ?? []).map((x) => x.content)].join(' ');
          const kinds = new Set<BlindKind>();
          if (forbiddenKindsOf(d.title, { words }).includes('origin')) kinds.add('origin');
          if (familySection || forbiddenKindsOf(d.title, { words }).includes('family')) kinds.add('family');
          if (SCHOOL_NAME.test(words)) kinds.add('school');
          if (kinds.size) found.push({ key: `question ${q.id}`, title: q.title, kinds: [...kinds] });
        }
      }
  return found;
}
