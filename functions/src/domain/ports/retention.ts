/**
 * Retention and destruction (채용절차법 §11, PIPA §21; docs/compliance.md): when a project's hiring result was
 * confirmed, and the destruction record (파기 대장) of each project whose applicants' data was destroyed.
 */

/** What is destroyed, counted per kind (the destruction record's counts; never what the items held). */
export type DestructionKind =
  | 'applicants'
  | 'answers'
  | 'drafts'
  | 'submissions'
  | 'steps'
  | 'uploads'
  | 'fileVersions'
  | 'inquiries'
  | 'messages'
  | 'auditRecords'
  | 'examChoices'
  | 'consents'
  | 'other';
export type DestructionCounts = Record<DestructionKind, number>;

/** A project's retention state: the confirmation date (data, the integration API's), the destruction's progress. */
export interface ProjectRetention {
  projectId: number;
  /** The day the hiring result was confirmed (KST calendar date 'YYYY-MM-DD'); undefined while it is not. */
  resultConfirmedAt?: string | undefined;
  /** Who set it: 'integrator:<API key id>' (or 'demo' for the local demo's seed). */
  confirmedBy?: string | undefined;
  /** ISO time the destruction finished (the record written); the project's applicants are gone from then on. */
  destroyedAt?: string | undefined;
  version: number;
}

/** The 파기 대장 entry of one project: what was destroyed, when, how and on whose order; no personal data. */
export interface DestructionRecord {
  projectId: number;
  /** The project's title as configured (the organisation's, not an applicant's). */
  projectTitle: string;
  counts: DestructionCounts;
  /** Applicants marked hired, kept (their data went to the organisation's HR). */
  keptHired: number;
  /** KST date of the destruction, and the ISO time it finished. */
  destroyedOn: string;
  destroyedAt: string;
  /** '삭제(복구 불가)' (the message catalogue's). */
  method: string;
  /** The order: the retention rule, in Korean (the message catalogue's). */
  orderedBy: string;
  /** Who confirmed the result that started the period ('integrator:<API key id>'). */
  confirmedBy: string;
  resultConfirmedAt: string;
  retentionDays: number;
}

/** What requests read and write of retention (the integration API, the history): in every route's repositories. */
export interface RetentionRepository {
  get(projectId: number): Promise<ProjectRetention | undefined>;
  /**
   * Sets (or clears, with undefined) the confirmation date when the item is still at `expectedVersion` (0: none yet)
   * and not destroyed; false (nothing written) otherwise.
   */
  setConfirmation(projectId: number, confirmation: { resultConfirmedAt: string; confirmedBy: string } | undefined, expectedVersion: number): Promise<boolean>;
  listRecords(): Promise<DestructionRecord[]>;
}

/**
 * What only the retention job does, bound to one tenant (functions/src/adapters/dynamodb/destruction-store.ts): kept
 * out of the routes' repositories, so no route's bundle carries the means to destroy.
 */
export interface DestructionStore {
  /** Every project of the tenant with a retention item (one Query of the configuration partition). */
  listRetention(): Promise<ProjectRetention[]>;
  /** The counts of the project's applicants destroyed so far (each added before its applicant's delete). */
  totals(projectId: number): Promise<Partial<DestructionCounts>>;
  /**
   * The applicant's own items by what they are: the first part of each sort key ('ANSWER', 'DRAFT', 'SUBMISSION',
   * 'SUBMISSIONPAGE' for a submission's pages, 'STEP', 'UPLOAD', 'INQUIRY', 'MSG', …) and how many of each.
   */
  countApplicantItems(applicantId: number): Promise<Record<string, number>>;
  /** How many records of the applicant's own audit trail there are. */
  countApplicantTrail(applicantId: number): Promise<number>;
  /**
   * Records on the applicant item what its destruction counts, once: the first counts stay (a destruction run again
   * after part of the items went counts from them). Answers the stored counts and whether they were added to the
   * project's total already; undefined when the applicant is gone.
   */
  stampApplicant(applicantId: number, counts: DestructionCounts): Promise<{ counts: DestructionCounts; tallied: boolean } | undefined>;
  /** Adds the applicant's stamped counts to its project's total and marks the applicant tallied, in one transaction, once. */
  tallyApplicant(applicantId: number, projectId: number, counts: DestructionCounts): Promise<void>;
  /** Removes the applicant's id from its records in the month trail, then deletes its own trail. Idempotent. */
  forgetApplicantTrail(applicantId: number): Promise<void>;
  /** Deletes the applicant's exam choice of the detail and its waitlist entry, moving no seat (the exam is long over). */
  forgetExamChoice(detailId: number, applicantId: number): Promise<boolean>;
  /**
   * Ends a project's destruction: its record written and the project marked destroyed, in one transaction conditional
   * on the record not existing; false (nothing written) when it exists already.
   */
  finish(record: DestructionRecord): Promise<boolean>;
}

/** Every stored version of a person's objects (the bucket keeps old versions and delete markers). */
export interface FileDestruction {
  /** How many object versions and delete markers lie under the prefixes. */
  countVersions(prefixes: readonly string[]): Promise<number>;
  /** Deletes every version and delete marker under the prefixes, for good (DeleteObjects with each VersionId). */
  destroyVersions(prefixes: readonly string[]): Promise<void>;
}
