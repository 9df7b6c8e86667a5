import type { OptionEntry } from '../schemas/form-api.ts';
import type { FieldType, FormPage } from '../form-model/definition.ts';
import { isRecord } from '../is-record.ts';

/**
 * What the validation engine needs from a language-test catalogue entry (spec 3 'Option lists', 5 'Language'):
 * whether the test uses a score and a grade, its grades, and its score bounds. The server reads the tenant's
 * catalogue; the browser has the same entries in the picker's option list.
 */
export type LanguageEntry = Pick<OptionEntry, 'id' | 'grade_usage' | 'score_usage' | 'options' | 'max_score' | 'min_score' | 'limit_usage'>;

/** A lookup by catalogue id. */
export type LanguageLookup = (id: number) => LanguageEntry | undefined;

/** The row key the language picker writes the chosen test's id under (spec 3 'applicant_languages'). */
export const LANGUAGE_ID_FIELD = 'language_id';

const resultTypes = new Set<FieldType>(['language_score', 'language_grade']);

/** Whether a field follows the row's chosen language test. */
export const isLanguageResult = (type: FieldType) => resultTypes.has(type);

/** Whether any item of the page follows a chosen language test (only such pages need the catalogue). */
export function pageUsesLanguages(page: FormPage): boolean {
  return page.forms.some((f) => f.details.some((d) => d.items.some((i) => isLanguageResult(i.input_type.type))));
}


/** A language_id as posted (number or digits); undefined for blank (free input) or anything else. */
export function languageIdOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/**
 * The language tests chosen in a payload: the language_id of every row (or group) that holds a score or grade item.
 * The server reads the catalogue only when there is one.
 */
export function chosenLanguageIds(page: FormPage, values: Record<string, unknown>): number[] {
  const ids = new Set<number>();
  const add = (container: unknown) => {
    const id = isRecord(container) ? languageIdOf(container[LANGUAGE_ID_FIELD]) : undefined;
    if (id !== undefined) ids.add(id);
  };
  for (const form of page.forms) {
    for (const detail of form.details) {
      const results = detail.items.filter((i) => isLanguageResult(i.input_type.type));
      if (results.length === 0) continue;
      if (detail.repeatable) {
        const rows = values[detail.repeatable.model];
        if (Array.isArray(rows)) rows.forEach(add);
        continue;
      }
      for (const item of results) {
        const model = item.input_type.model;
        add(!model || model === 'applicants' ? values : values[model]);
      }
    }
  }
  return [...ids];
}

/** A lookup over catalogue entries. */
export function languageLookup(entries: readonly LanguageEntry[]): LanguageLookup {
  const byId = new Map(entries.map((e) => [e.id, e]));
  return (id) => byId.get(id);
}

/** The parts of an entry the rules read, as one string: equal strings, equal rules. */
export function languageRulesKey(e: LanguageEntry): string {
  return JSON.stringify([e.id, e.grade_usage ?? null, e.score_usage ?? null, e.min_score ?? null, e.max_score ?? null, (e.options ?? []).map((o) => o.value), e.limit_usage ?? null]);
}

/**
 * A short fingerprint of a catalogue's rules (53-bit cyrb53 over every entry's rules key): the server keys its
 * cached page schemas with it, so a re-imported catalogue builds new ones.
 */
export function languagesFingerprint(entries: readonly LanguageEntry[]): string {
  const text = entries.map(languageRulesKey).join('\n');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${entries.length}.${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}
