import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { OptionEntry } from '@portal/shared/schemas/form-api';
import { languageIdOf, LANGUAGE_ID_FIELD } from '@portal/shared/form/language-entry';
import { useFormEngine } from '../form-engine-context.tsx';
import { optionListQueryOptions } from './api/get-option-list.ts';
import { findLanguage } from './language-lookup.ts';

/**
 * The catalogue entry of the language test chosen in a row (by `{prefix}language_id`), from the cached
 * option list: grade_usage, score_usage, options, max_score, min_score and limit_usage drive the row's
 * score, grade and date fields (spec 5 'Language'). Undefined for free input or before the list loads.
 */
export function useChosenLanguage(prefix: string): OptionEntry | undefined {
  const { taskId } = useFormEngine();
  const id = useWatch({ name: `${prefix}${LANGUAGE_ID_FIELD}` }) as unknown;
  const { data } = useQuery(optionListQueryOptions({ type: 'languages', taskId }));
  const wanted = languageIdOf(id);
  return wanted === undefined ? undefined : findLanguage(data, wanted);
}
