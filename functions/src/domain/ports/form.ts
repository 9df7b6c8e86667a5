import type { SaveApplicantResult, SavedPage } from '@portal/shared';
import type { FormPage } from '@portal/shared/form-model/definition';
import type { DuplicateKey, IdempotencyRecord, IdempotentWrite } from './idempotency.ts';

/** Form definitions and the applicants' saved answers. */

/** One page of a task's form definition, with the number of pages the task has (spec 3 'Form page'). */
export type StoredFormPage = FormPage & {
  pageCount: number;
  /** Changes whenever the page is re-imported. */
  revision?: number | undefined;
  /** Served to an applicant whose page caps dates at the project's last day (project_end). */
  projectEnd?: string | undefined;
};

/** Form definitions, stored one item per task page (400 KB item limit). */
export interface FormRepository {
  getPage(taskId: number, pageIndex: number): Promise<StoredFormPage | undefined>;
  /**
   * getPage, or this container's copy of it read at most a few seconds ago (FORM_PAGE_CACHE_MS, docs/data-model.md
   * 'Cached reads'), for the page save and get-form, which read it on every call. Shared and frozen.
   */
  getPageRecent(taskId: number, pageIndex: number): Promise<StoredFormPage | undefined>;
  /** Every page of the task, in order (one Query): preview and final submission. */
  listTaskPages(taskId: number): Promise<StoredFormPage[]>;
  /** Replaces the task's pages (pages beyond the new count are removed). */
  putTaskPages(taskId: number, pages: FormPage[]): Promise<void>;
}

/** What a page save sent with an idempotency key leaves behind, for its retries (ports/idempotency.ts). */
export type SaveIdempotencyRecord = IdempotencyRecord<SaveApplicantResult>;

/** The applicant's saved answers, one versioned item per page. */
export interface AnswerRepository {
  getPage(applicantId: number, pageIndex: number): Promise<SavedPage | undefined>;
  /**
   * Writes the page if its stored version still equals `expectedVersion` (0: never saved) and, in the same
   * transaction, adds the page to (save) or removes it from (temp) the applicant's confirm_page and sets
   * save_page to `resumePage`, provided the application is not finally submitted. Returns the new version, or the page as it
   * stands when another writer came first (nothing is overwritten).
   * With `idempotency`, the transaction also writes the key's record (for a day), on condition that the key has none:
   * when another save with the key came first, nothing is written and its record is returned ('duplicate').
   */
  savePage(input: {
    applicantId: number;
    pageIndex: number;
    expectedVersion: number;
    values: Record<string, unknown>;
    saveType: 'temp' | 'save';
    /** The page the applicant resumes at (save_page): the saved page unless told (the next one after 다음). */
    resumePage?: number | undefined;
    savedAt: string;
    idempotency?: IdempotentWrite<SaveApplicantResult> | undefined;
  }): Promise<
    | { ok: true; version: number }
    | { ok: false; reason: 'stale'; current: SavedPage }
    | { ok: false; reason: 'submitted' }
    | DuplicateKey<SaveApplicantResult>
  >;
  /** Every saved page of the applicant (preview, final submission). */
  listPages(applicantId: number): Promise<SavedPage[]>;
}
