import { validateWith, type PageValidation } from '@portal/shared/form/build-schema';
import type { LanguageEntry } from '@portal/shared/form/language-entry';
import { evaluateRules, ruleMessage, type RuleContext } from '@portal/shared/rules/evaluate-rules';
import type { StoredFormPage } from '../ports.ts';
import { pageSchemaFor } from './page-schema-cache.ts';

/**
 * The shared engine under the task's tenant rules (page.rules, shared/src/rules): the rules are evaluated on the
 * posted values, the page schema is built (or taken from the cache) for what they hide, cap and lift, and the errors
 * only the rules can see (option errors, score steps, certificate-number formats, row-dependent options) come after
 * the schema's. Hidden fields and questions are not in the schema, so their values are not kept.
 */
/** A catalogue entry's type_id by id (null: an entry without one; undefined: not in the catalogue or no catalogue read). */
const typeOfIn = (languages: readonly LanguageEntry[] | undefined) =>
  languages &&
  ((id: number) => {
    const entry = languages.find((e) => e.id === id) as (LanguageEntry & { type_id?: number | null }) | undefined;
    return entry ? (entry.type_id ?? null) : undefined;
  });

export function validateWithRules(
  tenantId: number,
  input: { taskId: number; page: StoredFormPage; partial: boolean; today: Date; languages?: readonly LanguageEntry[] | undefined; ruleContext?: RuleContext | undefined },
  values: Record<string, unknown>,
): PageValidation {
  const rules = input.page.rules?.length
    ? evaluateRules(input.page.rules, input.page, values, { ...input.ruleContext, taskId: input.taskId, partial: input.partial, today: input.today, languageTypeOf: typeOfIn(input.languages) })
    : undefined;
  const result = validateWith(pageSchemaFor(tenantId, input.taskId, input.page, input.partial, input.today, input.languages, rules), values);
  if (!rules) return result;
  if (!result.ok) return { ...result, message: ruleMessage(rules, result.path, result.message) };
  const error = rules.errors[0];
  return error ? { ok: false, path: error.path, message: ruleMessage(rules, error.path, error.message) } : result;
}
