import type { QueryClient } from '@tanstack/react-query';
import type { OptionEntry, OptionList } from '@portal/shared/schemas/form-api';
import type { LanguageLookup } from '@portal/shared/form/language-entry';
import { optionListQueryOptions } from './api/get-option-list.ts';

/** The entry of a language test in a task's option list (required, preferred or all). */
export function findLanguage(list: OptionList | undefined, id: number): OptionEntry | undefined {
  if (!list) return undefined;
  return list.requirement.find((e) => e.id === id) ?? list.preference.find((e) => e.id === id) ?? list.all.find((e) => e.id === id);
}

export interface TaskLanguages {
  /** The validation engine's languageOf (BuildContext): the chosen test's entry from the cached option list. */
  languageOf: LanguageLookup;
  /** Loads the task's language list if it is not cached yet; a failure leaves the item rules (the server still checks). */
  ready(): Promise<void>;
}

/**
 * The browser's side of the engine's language lookup: the same option list the language picker and the score and
 * grade fields use (one react-query entry per task), so the form checks what the applicant sees.
 */
export function taskLanguages(client: QueryClient, taskId: number): TaskLanguages {
  const options = optionListQueryOptions({ type: 'languages', taskId });
  // Kept beside the cache: a list nobody observes (no rows on screen) may be collected between load and parse.
  let loaded: OptionList | undefined;
  return {
    languageOf: (id) => findLanguage(client.getQueryData(options.queryKey) ?? loaded, id),
    async ready() {
      if (!taskId) return;
      loaded = await client.ensureQueryData(options).catch(() => loaded);
    },
  };
}
