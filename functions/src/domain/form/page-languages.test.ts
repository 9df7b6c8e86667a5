import { describe, expect, it } from 'vitest';
import { caseLanguages, detail, item, page } from '@portal/shared/form/validation-cases';
import type { AppContext } from '../context.ts';
import type { CatalogEntry, StoredFormPage } from '../ports.ts';
import { languagesFor } from './page-languages.ts';

const languagePage: StoredFormPage = {
  ...page([detail([item('language', 'language_name'), item('language_score', 'score', { required: 'N' })], { repeatable: { model: 'applicant_languages' } })], 'language'),
  pageCount: 1,
  revision: 3,
};
const toeic = (score: string) => ({ applicant_languages: [{ language_id: '9001', language_name: 'TOEIC', score }] });

function reposWith(catalog: CatalogEntry[]) {
  const reads: string[] = [];
  const ctx = { repos: { catalogs: { getCatalog: async (kind: string) => (reads.push(kind), catalog) } } } as unknown as Pick<AppContext, 'repos'>;
  return { ctx, reads };
}

describe('languagesFor: the catalogue a save validates against', () => {
  it('reads the language catalogue only when the values choose a test for a score or grade', async () => {
    const { ctx, reads } = reposWith(caseLanguages);
    expect(await languagesFor(ctx, languagePage, { applicant_languages: [{ language_id: '', language_name: '기타' }] })).toBeUndefined();
    expect(await languagesFor(ctx, page([detail([item('text', 'name')])]), { language_id: '9001' })).toBeUndefined();
    expect(reads).toEqual([]);
    expect(await languagesFor(ctx, languagePage, toeic('900'))).toEqual(caseLanguages);
    expect(reads).toEqual(['languages']);
  });
});
