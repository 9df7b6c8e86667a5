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
  | 'other';
export type DestructionCounts = Record<DestructionKind, number>;

/** The counts one applicant's destruction adds to its project's running total, in the applicant item's own delete. */
export interface DestructionTally {
  projectId: number;
  counts: DestructionCounts;
}

/** A project's retention state: the confirmation date (data, the integration API's), the destruction's progress. */
export interface ProjectRetention {
  projectId: number;
  /** The day the hiring result was confirmed (KST calendar date 'YYYY-MM-DD'); undefined while it is not. */
  resultConfirmedAt?: string | undefined;
  /** Who set it: 'integrator:<API key id>' (or 'demo' for the local demo's seed). */
  confirmedBy?: string | undefined;
  /** ISO time the destruction finished (the record written); the project's applicants are gone from then on. */
  destroyedAt?: string | undefined;
  /** The counts of the applicants destroyed so far (each added with its applicant item's delete). */
  counts: DestructionCounts;
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

export interface RetentionRepository {
  get(projectId: number): Promise<ProjectRetention | undefined>;
  /** Every project of the tenant with a retention item (one Query of the configuration partition). */
  list(): Promise<ProjectRetention[]>;
  /**
   * Sets (or clears, with undefined) the confirmation date when the item is still at `expectedVersion` (0: none yet)
   * and not destroyed: 'conflict' when another write came first, 'destroyed' once the project was destroyed.
   */
  setConfirmation(projectId: number, confirmation: { resultConfirmedAt: string; confirmedBy: string } | undefined, expectedVersion: number): Promise<'ok' | 'conflict' | 'destroyed'>;
  /**
   * Ends a project's destruction: its record written and the project marked destroyed, in one transaction conditional
   * on the record not existing; false (nothing written) when it exists already.
   */
  finish(record: DestructionRecord): Promise<boolean>;
  listRecords(): Promise<DestructionRecord[]>;
}

/** One applicant's audit trail forgotten: the records naming it keep what happened, not whom (PIPA §21). */
export interface AuditForgetting {
  /** How many records of the applicant's own trail there are (counted before anything is destroyed). */
  countApplicantTrail(applicantId: number): Promise<number>;
  /** Removes the applicant's id from its records in the month trail, then deletes its own trail. Idempotent. */
  forgetApplicant(applicantId: number): Promise<void>;
}

/** Every stored version of a person's objects (the bucket keeps old versions and delete markers). */
export interface FileDestruction {
  /** How many object versions and delete markers lie under the prefixes. */
  countVersions(prefixes: readonly string[]): Promise<number>;
  /** Deletes every version and delete marker under the prefixes, for good (DeleteObjects with each VersionId). */
  destroyVersions(prefixes: readonly string[]): Promise<void>;
}
