import type { MedicalInstitution } from '@portal/shared';
import type { MedicalDirectory } from '../../domain/ports.ts';
import { medicalInstitutions } from './medical-institutions.ts';
import { matchesAnyField, pageOf, searchWords } from './text-match.ts';

/**
 * The MedicalDirectory over the bundled reference sample. Platform-wide data of a few hundred rows lives in
 * the function bundle and is filtered in memory: no table read at all. A larger register would move behind
 * the same port (a search index or a provider API) without touching the use case.
 */
export function bundledMedicalDirectory(data: readonly MedicalInstitution[] = medicalInstitutions): MedicalDirectory {
  return {
    async search({ text, page, size }) {
      const words = searchWords(text);
      const hits = words.length ? data.filter((m) => matchesAnyField(words, [m.name, m.address])) : data;
      return pageOf(hits, page, size);
    },
  };
}
