import type { AddressEntry, MedicalInstitution, OptionEntry, OptionListType } from '@portal/shared/schemas/form-api';
import type { CatalogKind, OptionListConfig } from '@portal/shared/schemas/catalog-config';

/** Reference data: a tenant's catalogues and option lists, and platform-wide medical institutions and addresses. */

/** One catalogue entry (certificate, language test or organisation) as the pickers show it. */
export type CatalogEntry = OptionEntry;

/** A task's option list as configured: catalogue ids and picker settings (spec 3 'Option lists'). */
export type OptionListRecord = Omit<OptionListConfig, 'tasks'> & { taskId: number };

/** Picker data of one tenant. Every read is a bounded number of GetItems. */
export interface CatalogRepository {
  getCatalog(kind: CatalogKind): Promise<CatalogEntry[]>;
  /** Replaces the catalogue (split into chunks below the item size limit). */
  putCatalog(kind: CatalogKind, entries: CatalogEntry[]): Promise<void>;
  /** The list types configured for a task; undefined when the task is unknown. */
  getTaskIndex(taskId: number): Promise<OptionListType[] | undefined>;
  getOptionList(taskId: number, type: OptionListType): Promise<OptionListRecord | undefined>;
  /** Replaces every option list of the tenant: an index item per task and one item per configured list. */
  replaceOptionLists(taskIds: number[], lists: OptionListRecord[]): Promise<void>;
}

/** A page of a reference search (current_page is 1-based). */
export interface SearchPage<T> {
  current_page: number;
  total: number;
  data: T[];
}

/** The medical-institution reference data (platform-wide, not tenant data): medical-career pickers search it. */
export interface MedicalDirectory {
  search(input: { text: string; page: number; size: number }): Promise<SearchPage<MedicalInstitution>>;
}

/** Korean road-address search ('우편번호 찾기'): a bundled sample locally, a postal-address API in production. */
export interface AddressSearch {
  search(input: { keyword: string; page: number; size: number }): Promise<SearchPage<AddressEntry>>;
}
