import type { Detail } from './definition.ts';

/**
 * What 개인정보 보호법 §23 calls sensitive information, as a hiring form asks for it: health (disability among it), the
 * status of a person of national merit or a veteran (취업지원대상자, 보훈), beliefs, party or union membership,
 * criminal records and biometric data. A project whose form asks for one needs a consent to it apart from the other
 * consents (§22 ①, §23 ① 1): the configuration check refuses the project until it has one (docs/compliance.md).
 */
export const SENSITIVE_KINDS = {
  health: '건강·장애',
  veteran: '보훈·취업지원대상자',
  belief: '사상·신념·종교',
  membership: '노동조합·정당 가입',
  criminal: '범죄경력',
  biometric: '생체인식·유전정보',
} as const;
export type SensitiveKind = keyof typeof SENSITIVE_KINDS;

// '병력' (medical history) but never '병역' (military service); '장애' but never '장애물'.
const KOREAN: Record<SensitiveKind, RegExp> = {
  health: /장애(?!물)|건강\s?상태|질병|질환|병력|병명|장애인|장해/,
  veteran: /보훈|국가유공자|취업\s?지원\s?대상|독립유공|5[.·]18|특수임무/,
  belief: /종교|신앙|사상|신념|정치적\s?견해/,
  membership: /노동조합|노조\s?가입|정당\s?가입|당원/,
  criminal: /범죄\s?경력|전과|형사\s?처벌/,
  biometric: /지문|홍채|유전\s?정보|생체\s?정보/,
};
/** Payload field names that carry the same. */
const FIELD: Record<SensitiveKind, RegExp> = {
  health: /^(disab(led|ility)(_\w+)?|health(_\w+)?|disease|medical_history)$/i,
  veteran: /^(veterans?(_\w+)?|patriot(_\w+)?|merit(_\w+)?)$/i,
  belief: /^(religion|belief|political_view)$/i,
  membership: /^(union_member(ship)?|party(_member(ship)?)?)$/i,
  criminal: /^(criminal(_\w+)?|convictions?)$/i,
  biometric: /^(fingerprint|biometric(_\w+)?|genetic(_\w+)?)$/i,
};

/** The sensitive kinds one item or question asks for, by its own words and payload field (never its section's title). */
export function sensitiveKindsOf(asked: { words: string; field?: string | undefined }): SensitiveKind[] {
  return (Object.keys(KOREAN) as SensitiveKind[]).filter((k) => KOREAN[k].test(asked.words) || (asked.field !== undefined && FIELD[k].test(asked.field)));
}

/** Every item and question of a template that asks for sensitive information, with the kinds it asks for. */
export function sensitiveItemsOf(template: { pages: readonly { forms: readonly { details: readonly Detail[] }[] }[] }): { key: string; title: string; kinds: SensitiveKind[] }[] {
  const found: { key: string; title: string; kinds: SensitiveKind[] }[] = [];
  for (const p of template.pages)
    for (const f of p.forms)
      for (const d of f.details) {
        for (const it of d.items) {
          const kinds = sensitiveKindsOf({ words: [it.title, it.label ?? ''].join(' '), field: it.input_type.field });
          if (kinds.length) found.push({ key: `item ${it.id}`, title: it.title, kinds });
        }
        for (const q of d.questions ?? []) {
          const kinds = sensitiveKindsOf({ words: q.title });
          if (kinds.length) found.push({ key: `question ${q.id}`, title: q.title, kinds });
        }
      }
  return found;
}

/**
 * A consent given apart from the others to the processing of sensitive information: an agreement of its own whose
 * title says so ('민감정보 처리 동의'), or one marked `sensitive` in the configuration.
 */
export const isSensitiveConsent = (a: { title: string; sensitive?: boolean | undefined }): boolean => a.sensitive === true || /민감\s?정보/.test(a.title);
