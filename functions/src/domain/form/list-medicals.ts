import type { MedicalInstitution } from '@portal/shared';
import type { With } from '../context.ts';
import type { SearchPage } from '../ports.ts';

/** The medical picker's page size (rows per '더보기'). */
export const MEDICALS_PAGE_SIZE = 20;

/**
 * GET medicals?page&searchText (spec 2.11 'Medical institution picker', 7 'Medical items'): one page of the
 * platform's medical-institution reference data whose name or address contains the search text.
 */
export async function listMedicals(ctx: With<'medicals'>, input: { page: number; searchText: string }): Promise<SearchPage<MedicalInstitution>> {
  return ctx.medicals.search({ text: input.searchText.trim(), page: Math.max(1, input.page), size: MEDICALS_PAGE_SIZE });
}
