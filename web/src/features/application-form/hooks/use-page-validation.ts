import { useCallback, useMemo } from 'react';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type { LanguageLookup } from '@portal/shared/form/language-entry';
import { createPageSchemaCache } from '@portal/shared/page-validation/page-schema-cache';
import { validatePage, type PageIssue, type PageValidation, type PageValidationContext } from '@portal/shared/page-validation/validate-page';
import type { FormPage } from '@portal/shared/form-model/definition';

type Values = Record<string, unknown>;

export interface PageValidationDeps {
  /** The picker's language list: scores and grades follow the chosen test once it is loaded. */
  languageOf: LanguageLookup;
  /** Resolves once the lists the page's checks need are loaded. */
  ready: () => Promise<unknown>;
  rules: PageValidationContext['rules'];
}

/** Issues as react-hook-form errors: the first issue of each path, typed by who found it. */
function fieldErrors(issues: readonly PageIssue[]): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const issue of issues) out[issue.path] ??= { type: issue.source === 'rules' ? 'rules' : 'custom', message: issue.message };
  return out;
}

/**
 * The page's check in the browser: the same validatePage the server runs on save, submission and at the deadline.
 * `resolver` drives react-hook-form (a final save's rules), `check` a temporary save (formats only).
 */
export function usePageValidation(page: FormPage, { languageOf, ready, rules }: PageValidationDeps) {
  // Schemas are built on first use, not on mount: a large page renders sooner (bench: zod was ~80 ms of a load).
  const cache = useMemo(() => createPageSchemaCache(32), [page]);
  const check = useCallback(
    async (values: Values, partial: boolean): Promise<PageValidation> => {
      await ready();
      // The lookup is asked while parsing, so one schema serves the list before and after it loads.
      return validatePage(page, values, { today: new Date(), partial, languages: { lookup: languageOf, fingerprint: 'picker' }, rules, schemas: { cache, scope: 'page' } });
    },
    [page, languageOf, ready, rules, cache],
  );
  const resolver = useMemo<Resolver<Values>>(
    () => async (values, _context, options) => {
      const r = await check(values, false);
      return r.ok ? { values: r.data, errors: {} } : { values: {}, errors: toNestErrors(fieldErrors(r.issues), options) };
    },
    [check],
  );
  return { check, resolver };
}
