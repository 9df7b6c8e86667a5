import type { FormPage } from '@portal/shared/form-model/definition';
import { chosenLanguageIds, type LanguageEntry } from '@portal/shared/form/language-entry';
import type { AppContext } from '../context.ts';

/**
 * The tenant's language-test catalogue for validating a page's values (BuildContext.languageOf: scores within the
 * chosen test's bounds, grades among its options, '해당없음' where it uses neither). Read only when the values choose
 * a test for a row that has a score or grade item; otherwise undefined and no read (1 GetItem, more only for a
 * catalogue split into chunks).
 */
export async function languagesFor(ctx: Pick<AppContext, 'repos'>, page: FormPage, values: Record<string, unknown>): Promise<LanguageEntry[] | undefined> {
  if (chosenLanguageIds(page, values).length === 0) return undefined;
  return ctx.repos.catalogs.getCatalog('languages');
}
