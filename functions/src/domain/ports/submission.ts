/** Final submissions, drafts and the deadline schedule. */

import type { NewMessage } from './outbox.ts';

/** One final submission of an application (the snapshot header); its pages are stored beside it. */
export interface SubmissionRecord {
  applicantId: number;
  seq: number;
  applicantNumber: string;
  submittedAt: string;
  snapshotHash: string;
  pages: { pageIndex: number; version: number }[];
  /** Set when this submission was cancelled to edit. */
  cancelledAt?: string | undefined;
}

/** Final submission and its history; every write is conditional so that retries and races give one submission. */
export interface SubmissionRepository {
  /**
   * Takes the applicant's submit lock for `ttlMs` (a crashed holder's lock expires). 'submitted': the application is
   * already finally submitted; 'busy': another request holds the lock.
   */
  acquireLock(applicantId: number, requestId: string, nowMs: number, ttlMs: number): Promise<'acquired' | 'submitted' | 'busy'>;
  releaseLock(applicantId: number, requestId: string): Promise<void>;
  /** The next applicant-number sequence of the project (atomic counter, never reused). */
  nextNumber(projectId: number): Promise<number>;
  /**
   * All or nothing: the applicant becomes submitted (status, date, number if it has none, hash, count) while it holds
   * the lock, every page is still the version that was validated, and the snapshot (header + pages) is written.
   * false when a condition failed (a page changed meanwhile, or the lock was lost). `messages` (the receipt) are
   * queued in the same transaction.
   */
  submit(input: {
    applicantId: number;
    requestId: string;
    seq: number;
    applicantNumber: string;
    submittedAt: string;
    snapshotHash: string;
    pages: { pageIndex: number; version: number; values: Record<string, unknown> }[];
    messages: readonly NewMessage[];
  }): Promise<boolean>;
  /** Back to drafting, if submitted; marks the latest snapshot cancelled and queues `messages` with it. false when it was not submitted. */
  cancel(applicantId: number, seq: number, cancelledAt: string, messages: readonly NewMessage[]): Promise<boolean>;
  /** Every submission of the applicant, oldest first (headers only). */
  list(applicantId: number): Promise<SubmissionRecord[]>;
  /** One submission's header; undefined when the applicant has no submission of that sequence number. */
  get(applicantId: number, seq: number): Promise<SubmissionRecord | undefined>;
  /** The pages of one submission. */
  getPages(applicantId: number, seq: number): Promise<{ pageIndex: number; version: number; values: Record<string, unknown> }[]>;
}

/** What the browser typed but the applicant did not save: kept so that the deadline job can temp-save it. */
export interface DraftRecord {
  applicantId: number;
  projectId: number;
  pageIndex: number;
  /** The page version the draft was typed on. */
  version: number;
  values: Record<string, unknown>;
  savedAt: string;
}

export interface DraftRepository {
  /** One draft per applicant page; a newer one replaces it. */
  put(draft: DraftRecord): Promise<void>;
  /** The project's drafts, a page of them at a time (the deadline job; one Query per page). */
  listByProject(projectId: number): AsyncGenerator<DraftRecord[]>;
  /** The applicant's drafts, one per page (one Query of its partition): the applicant's own-data download. */
  listByApplicant(applicantId: number): Promise<DraftRecord[]>;
  delete(applicantId: number, pageIndex: number): Promise<void>;
}

/** One project end of one tenant: the deadline job's unit of work (a message of its own on the job's queue). */
export interface DeadlineUnit {
  tenantId: number;
  projectId: number;
  endDate: string;
}

/** The cross-tenant deadline schedule: which projects end when (the deadline job reads it, never a Scan). */
export interface DeadlineSchedule {
  /** Records (or moves) a project's end; `previousEnd` is removed when it changed. */
  register(tenantId: number, projectId: number, endDate: string, previousEnd?: string | undefined): Promise<void>;
  /** Project ends within [from, to] (KST 'YYYY-MM-DD HH:mm:ss') not yet swept, with when each was last handed to the queue. */
  due(from: string, to: string): Promise<(DeadlineUnit & { dispatchedAt?: string | undefined })[]>;
  /** Notes that the end was handed to the queue at `at` (ISO), so the next runs leave it to its unit. */
  markDispatched(unit: DeadlineUnit, at: string): Promise<void>;
  /** The end's entry as the job left it: when it was handed out and swept, and what its unit did (undefined: none). */
  get(unit: DeadlineUnit): Promise<{ dispatchedAt?: string | undefined; sweptAt?: string | undefined; applied?: number | undefined; skipped?: number | undefined } | undefined>;
  markSwept(tenantId: number, projectId: number, endDate: string, result: { applied: number; skipped: number }): Promise<void>;
}
