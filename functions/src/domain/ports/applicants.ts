import type { ConsentRecord } from '@portal/shared/schemas/find-application';
import type { DuplicateKey, IdempotentWrite } from './idempotency.ts';

/** Applicants, their tokens and preview keys. */

export interface ApplicantRecord {
  id: number;
  projectId: number;
  taskId: number;
  taskName: string;
  name: string;
  phone: string;
  email: string;
  passwordHash: string;
  /** true when identity-verified (name and phone came from the provider). */
  auth: boolean;
  /** The first key of the one-application rule (the identity provider's person key when there is one). */
  identityHash: string;
  /** Every key of the one-application rule: one per verified fact (identity, phone, e-mail); identityHash is the first. */
  identityHashes?: string[] | undefined;
  /** The key the applicant identifies with later (project, name, phone, e-mail: identify-applicant.ts); one applicant per key. */
  loginHash?: string | undefined;
  /** 'Y' finally submitted, 'C' reception cancelled, otherwise drafting ('N'). */
  status: string;
  confirmPage: number[];
  savePage: number | null;
  fields: Record<string, string | number>;
  createdAt: string;
  /** When a page was last saved or temp-saved (KST text); the history shows it for an application not submitted. */
  lastSavedAt?: string | undefined;
  /** Set at the first final submission and kept through cancels and resubmissions. */
  applicantNumber?: string | undefined;
  /** The latest final submission (kept after a cancel, as history). */
  submittedAt?: string | undefined;
  snapshotHash?: string | undefined;
  /** How many final submissions were made (the latest snapshot's sequence number). */
  submissionCount?: number | undefined;
  /** Signed into every preview key of the applicant; bumping it (revoke, cancel) refuses the keys handed out so far. */
  previewEpoch?: number | undefined;
  /** Signed into every applicant token at creation; a password change bumps it, ending every session opened before. */
  tokenEpoch?: number | undefined;
  /** When the latest submission was cancelled to edit (KST text); kept after a resubmission. */
  cancelledAt?: string | undefined;
  /** The application's last change (ISO, UTC), as the store read it: set by the store on every write of the applicant item. */
  updatedAt?: string | undefined;
  /**
   * Marked hired by the organisation (the integration API, docs/integration-api.md): its data goes to the
   * organisation's HR and the retention job keeps it (docs/compliance.md).
   */
  hired?: boolean | undefined;
}

/**
 * A new applicant, with the consents given at the consent step as they were shown (auth-step/consent-records.ts).
 * They are kept in an item of their own beside the applicant: written once, they do not ride on every later write of
 * the applicant item (and its index copy).
 */
export type NewApplicant = ApplicantRecord & { consents?: readonly ConsentRecord[] | undefined };

/** What an auth save sent with an idempotency key keeps for its retries: the applicant it created (never the token). */
export interface CreatedApplicant {
  id: number;
}

export interface ApplicantRepository {
  nextId(): Promise<number>;
  /**
   * Creates the applicant and its identity index items (one per identity hash) together; false when any already applied
   * to the project. With `idempotency`, the key's record is written in the same transaction; a DuplicateKey when a try
   * with the key came first.
   */
  create(applicant: NewApplicant, idempotency?: IdempotentWrite<CreatedApplicant>): Promise<boolean | DuplicateKey<CreatedApplicant>>;
  get(id: number): Promise<ApplicantRecord | undefined>;
  /** The consents the applicant gave when applying; undefined for applications made before consents were recorded. */
  getConsents(id: number): Promise<ConsentRecord[] | undefined>;
  findIdByIdentity(projectId: number, identityHash: string): Promise<number | undefined>;
  /** The applicant who identifies with this login key in the project (ApplicantRecord.loginHash). */
  findIdByLogin(projectId: number, loginHash: string): Promise<number | undefined>;
  /**
   * Removes the applicant for good: every item of the applicant (answers, drafts, submissions, upload records) and its
   * identity and login keys, so the person may apply again, the applicant item last (a retry after a failure finds what
   * is left). Tokens are left to expire: they name an applicant that is gone.
   */
  deleteAll(applicant: ApplicantRecord): Promise<void>;
  /** Marks the applicant hired or not (versioned, conditional on the applicant existing); false when it does not. */
  setHired(id: number, hired: boolean): Promise<boolean>;
  /** Stores a new password hash and bumps the token epoch (every earlier applicant token stops working); false when there is no such applicant. */
  changePassword(id: number, passwordHash: string): Promise<boolean>;
  /** Bumps the applicant's preview epoch, refusing every preview key minted before; false when there is no such applicant. */
  revokePreviewKeys(id: number): Promise<boolean>;
}

/** The tenant's preview epoch, part of the tenant's preview signing key: bumping it refuses every outstanding key of the tenant. */
export interface PreviewKeyRepository {
  /** 0 until the first tenant-wide revoke. */
  tenantEpoch(): Promise<number>;
  /** Bumps the epoch; returns the new one. */
  revokeAll(): Promise<number>;
}

export interface ApplicantTokenRepository {
  /** A new token valid `ttlSeconds`, whose working session ends after `sessionSeconds` unless extended. */
  create(applicantId: number, ttlSeconds: number, sessionSeconds: number, epoch?: number, options?: { staffSession?: string }): Promise<{ token: string; expiresAt: number }>;
  /**
   * epoch seconds; `epoch` is the applicant's token epoch when the token was made (0 before any password change).
   * `staffSession`: a test-mode token, minted for the staff session of that token hash, which opens the applicant
   * read-only and only beside that session (require-applicant.ts).
   */
  find(token: string): Promise<{ applicantId: number; expiresAt: number; sessionUntil: number; epoch: number; staffSession?: string | undefined } | undefined>;
  extendSession(token: string, sessionUntil: number): Promise<void>;
  /** A password-reset token of the applicant, valid `ttlSeconds` and usable once. */
  createReset(applicantId: number, ttlSeconds: number): Promise<string>;
  /** The applicant of a reset token that is still usable (nothing is spent). */
  peekReset(token: string): Promise<number | undefined>;
  /** Uses a reset token: the applicant's id the first time within its lifetime, undefined ever after. */
  consumeReset(token: string): Promise<number | undefined>;
}
