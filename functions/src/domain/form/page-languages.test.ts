import { describe, expect, it } from 'vitest';
import { validateWith } from '@portal/shared/form/build-schema';
import { formMessages as M } from '@portal/shared/form/form-messages';
import { caseLanguages, detail, item, page } from '@portal/shared/form/validation-cases';
import type { AppContext } from '../context.ts';
import type { CatalogEntry, StoredFormPage } from '../ports.ts';
import { languagesFor } from './page-languages.ts';
import { pageSchemaFor } from './page-schema-cache.ts';

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

describe('pageSchemaFor: cached schemas follow the catalogue', () => {
  const today = new Date();
  it('reuses a schema for the same catalogue rules and builds another when they change', () => {
    const tenant = 77_001;
    const first = pageSchemaFor(tenant, 1, languagePage, false, today, caseLanguages);
    expect(pageSchemaFor(tenant, 1, languagePage, false, today, caseLanguages.map((e) => ({ ...e })))).toBe(first);
    expect(validateWith(first, toeic('995'))).toEqual({ ok: false, path: 'applicant_languages.0.score', message: M.scoreMax(990) });

    const raised = caseLanguages.map((e) => (e.id === 9001 ? { ...e, max_score: 999 } : e));
    const second = pageSchemaFor(tenant, 1, languagePage, false, today, raised);
    expect(second).not.toBe(first);
    expect(validateWith(second, toeic('995'))).toMatchObject({ ok: true });
    // Without a catalogue (no test chosen) the items' own rules apply, under a key of their own.
    expect(pageSchemaFor(tenant, 1, languagePage, false, today)).not.toBe(first);
    expect(validateWith(pageSchemaFor(tenant, 1, languagePage, false, today), toeic('995'))).toMatchObject({ ok: true });
  });
});
