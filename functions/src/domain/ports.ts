import type { AuthField, TaskCascade, BoardOption, BoardType, Company, FileRef, Popup, SavedPage } from '@portal/shared';
import type { FormPage } from '@portal/shared/form/definition';
import type { AddressEntry, MedicalInstitution, OptionEntry, OptionListType } from '@portal/shared/schemas/form-api';
import type { CatalogKind, OptionListConfig } from '@portal/shared/schemas/catalog-config';

/**
 * Ports: what the domain needs from the outside world. Adapters implement them
 * (DynamoDB, S3, SES, SNS, providers); the domain never imports an SDK.
 */

export interface Clock {
  now(): Date;
}

/** Stored company: the response shape without derived fields. */
export type CompanyRecord = Omit<Company, 'popups' | 'projects_count'> & {
  testIps: string[];
  /** Verification-code sends per hour (tenant configuration `code_limits`); the policy's defaults when absent. */
  codeLimits?: { perAddressPerHour: number; perTenantPerHour: number } | undefined;
  domains: string[];
  projectsCount: number;
};

export interface PostingRecord {
  id: number;
  project_id: number;
  title: string;
  content: string;
  startDate: string;
  endDate: string;
  status: 'Y' | 'N';
  isView: boolean;
  isRestriction: boolean;
  applyLabel?: 'email' | undefined;
  files: FileRef[];
}

export interface ProjectRecord {
  id: number;
  title: string;
  status: 'Y' | 'N';
  startDate: string;
  endDate: string;
  verify_options: { auth: boolean; email: boolean; sms: boolean };
  agreements: { id: number; title: string; content: string }[];
  auth_fields?: AuthField[] | undefined;
  hide_email_hint?: boolean | undefined;
  require_open_before_agree?: boolean | undefined;
  qualification_required?: boolean | undefined;
  qualification_label?: string | undefined;
  task_cascade?: TaskCascade | undefined;
  /** Modify (cancel final submission) allowed; resolved from the company default at import. */
  allow_cancel?: boolean | undefined;
  number_prefix?: string | undefined;
  in_flight_grace_seconds?: number | undefined;
  blind_words?: { word: string; reason: string }[] | undefined;
  search_words?: { word: string; tooltip: string }[] | undefined;
  /** Form details of this project that offer exam-site selection. */
  exam_site_details?: number[] | undefined;
}

export interface TaskRecord {
  id: number;
  project_id: number;
  name: string;
  count: number;
  qualification_required?: boolean | undefined;
}

export interface BoardPostRecord {
  id: number;
  type: BoardType;
  title: string;
  date: string;
  content: string;
  files: FileRef[];
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** Repositories are built for one tenant; none of their methods takes a tenant id. */
export interface CompanyRepository {
  get(): Promise<CompanyRecord | undefined>;
  /** As read at most a few seconds ago in this container (docs/data-model.md 'Cached reads'); frozen. */
  getRecent(): Promise<Readonly<CompanyRecord> | undefined>;
  put(company: CompanyRecord): Promise<void>;
}
export interface PopupRepository {
  list(): Promise<Popup[]>;
  /** As read at most a few seconds ago in this container (docs/data-model.md 'Cached reads'); frozen. */
  listRecent(): Promise<readonly Popup[]>;
  replaceAll(popups: Popup[]): Promise<void>;
}
export interface PostingRepository {
  list(): Promise<PostingRecord[]>;
  get(id: number): Promise<PostingRecord | undefined>;
  put(posting: PostingRecord): Promise<void>;
}
export interface ProjectRepository {
  list(): Promise<ProjectRecord[]>;
  getWithTasks(id: number): Promise<{ project: ProjectRecord; tasks: TaskRecord[] } | undefined>;
  /**
   * getWithTasks, or this container's copy of it read at most a few seconds ago (PROJECT_CACHE_MS, docs/data-model.md
   * 'Cached reads'), for request paths that read the project on every call (the page save). Shared and frozen.
   */
  getRecent(id: number): Promise<{ readonly project: ProjectRecord; readonly tasks: readonly TaskRecord[] } | undefined>;
  put(project: ProjectRecord, tasks: TaskRecord[]): Promise<void>;
}
export interface BoardRepository {
  list(type: BoardType, page: number, size: number): Promise<Page<BoardPostRecord>>;
  get(id: number): Promise<BoardPostRecord | undefined>;
  put(post: BoardPostRecord): Promise<void>;
  listOptions(type: BoardType): Promise<BoardOption[]>;
  putOptions(type: BoardType, options: BoardOption[]): Promise<void>;
}
export interface StaffSessionRepository {
  findByToken(token: string): Promise<{ staffId: string; expiresAt: number } | undefined>;
  create(staffId: string, ttlSeconds: number): Promise<{ token: string; expiresAt: number }>;
}

export interface TenantRepositories {
  company: CompanyRepository;
  popups: PopupRepository;
  postings: PostingRepository;
  projects: ProjectRepository;
  boards: BoardRepository;
  staffSessions: StaffSessionRepository;
  verifications: VerificationRepository;
  applicants: ApplicantRepository;
  applicantTokens: ApplicantTokenRepository;
  forms: FormRepository;
  answers: AnswerRepository;
  uploads: UploadRepository;
  catalogs: CatalogRepository;
  submissions: SubmissionRepository;
  drafts: DraftRepository;
  examPlaces: ExamPlaceRepository;
  previewKeys: PreviewKeyRepository;
}

export interface TenantRef {
  id: number;
  domainKey: string;
}

/** The cross-tenant directory: which host or domain key is which tenant. Holds routing data only. */
export interface TenantDirectory {
  findByDomainKey(domainKey: string): Promise<TenantRef | undefined>;
  findByHost(host: string): Promise<TenantRef | undefined>;
  findDefault(): Promise<TenantRef | undefined>;
  findPostingOwner(postingId: number): Promise<TenantRef | undefined>;
  findBrand(tenant: TenantRef): Promise<TenantBrand | undefined>;
  register(tenant: TenantRef, brand: TenantBrand, isDefault: boolean): Promise<void>;
  registerPosting(tenant: TenantRef, postingId: number): Promise<void>;
}

export interface FileStore {
  /** A short-lived URL that downloads the stored object under the given name. */
  downloadUrl(key: string, filename: string): Promise<string>;
  exists(key: string): Promise<boolean>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * A presigned PUT of one object with the given type and size, valid for ttlSeconds. The browser must send
   * the answered headers; real S3 also holds it to the signed length (the local stand-in does not).
   */
  presignPut(key: string, contentType: string, size: number, ttlSeconds: number): Promise<{ url: string; headers: Record<string, string> }>;
  /** Size, stored type and ETag (the version of its bytes) of an object, or undefined when it does not exist. */
  head(key: string): Promise<{ size: number; contentType: string; etag: string } | undefined>;
  /**
   * The first `bytes` bytes of an object (fewer when it is shorter), for content sniffing, with the ETag of what
   * was read; no bytes and an empty ETag when the object is gone.
   */
  readStart(key: string, bytes: number): Promise<{ bytes: Uint8Array; etag: string }>;
  /**
   * Copies `from` to `to` only while `from` still has the ETag `etag` (the bytes that were checked). Answers
   * false, leaving nothing at `to`, when the source changed or is gone.
   */
  copyIfUnchanged(from: string, to: string, etag: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Public brand data kept in the directory so that another tenant's site can name and link it. */
export interface TenantBrand {
  name: string;
  logoUrl?: string | undefined;
  siteLogoUrl?: string | undefined;
  /** Own hostnames; the first is the canonical one where no base domain applies. */
  hosts: string[];
}

/** Outgoing messages (verification codes, receipts). SNS for SMS, SES for e-mail; a local outbox in `npm start`. */
export interface Notifier {
  sendSms(to: string, text: string): Promise<void>;
  sendEmail(to: string, subject: string, text: string, html?: string): Promise<void>;
}

/** A Korean real-name verification provider (popup + encoded callback). */
export interface IdentityProvider {
  /** Encodes a verification request; the SPA POSTs `requestInfo` as form field `field` to `action` in a 500x550 popup. */
  createRequest(input: { requestId: string; returnUrl: string }): Promise<{ requestInfo: string; action: string; field: string }>;
  /** Decodes the provider's callback data (EncodeData). Never trusts the browser: the data is sealed by the provider. */
  decodeResult(input: { seq: string; encodeData: string }): Promise<
    | { ok: true; requestId: string; name: string; phone: string; identityKey: string; duplicate?: boolean | undefined }
    | { ok: false; requestId?: string | undefined; reason: 'block' | 'invalid'; message: string }
  >;
}

/** Who and what a language-score verification is for: the seal binds the result to these. */
export interface LanguageScoreSubject {
  tenantId: number;
  /** 0 in staff test mode (nothing is saved there). */
  applicantId: number;
  languageId: number;
}

/** The values a provider returns for one test (spec 2.13: uname, name, score, grade, date, org, registrationNumber). */
export interface LanguageScoreValues {
  uname: string;
  score: string;
  grade: string;
  date: string;
  org: string;
  registrationNumber: string;
}

/**
 * A language-test score verification provider (spec 2.13): a popup of the provider's own, which returns the
 * applicant's registered result to the SPA's /etsResult route, sealed so that the server can tell it from a
 * typed-in one. docs/language-score-provider.md.
 */
export interface LanguageScoreProvider {
  /** The popup url for one request, or undefined when the test has no verification here (the SPA then applies the choice directly). */
  createRequest(
    input: LanguageScoreSubject & {
      applicantName: string;
      languageName: string;
      etsId: string;
      formIndex: number;
      returnUrl: string;
      /** Values the local simulator prefills (from the catalogue entry); a real provider ignores them. */
      suggested?: { score: string; grade: string } | undefined;
    },
  ): Promise<{ url: string } | undefined>;
  /** Whether `seal` is the provider's seal over these values for this applicant and test. Never trusts the browser. */
  verify(input: LanguageScoreSubject & { values: LanguageScoreValues; seal: string }): boolean;
}

/** An organisation's external account check (the spec's check{TenantB}Auth). */
export interface QualificationCheck {
  check(input: { projectId: number; accountId: string; password: string }): Promise<boolean>;
}

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

export type VerificationChannel = 'email' | 'sms' | 'auth';
export type VerificationPurpose = 'applicant_certification' | 'applicant_delete' | 'applicant_find_password';

export interface CodeRecord {
  channel: VerificationChannel;
  purpose: VerificationPurpose;
  projectId: number;
  codeHash: string;
  /** epoch seconds */
  codeExpiresAt: number;
  attempts: number;
  /** set once confirmed; the verification then counts until verifiedUntil (epoch seconds). */
  verifiedAt?: number | undefined;
  verifiedUntil?: number | undefined;
  /** set once an auth save used it: a verification is single use. */
  consumedAt?: number | undefined;
  /** identity verifications: the verified person. */
  person?: { name: string; phone: string; identityKey: string } | undefined;
}

/** Verification codes and results, keyed by channel, purpose and a hash of the recipient (never the recipient in clear). */
export interface VerificationRepository {
  /** Replaces any earlier code for the recipient (an earlier code stops working). */
  putCode(recipientHash: string, record: CodeRecord, ttlSeconds: number): Promise<void>;
  get(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string): Promise<CodeRecord | undefined>;
  /**
   * Counts one try of the current code, in one conditional write that also checks the limit: only while
   * fewer than `maxAttempts` tries were counted and the code is unexpired, unverified and unused. Returns
   * the record as it is after the count (the code to compare against), or undefined when the try was refused.
   * A guess may only be compared after this answered: so at most `maxAttempts` guesses are ever compared.
   */
  tryAttempt(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string, maxAttempts: number, now: number): Promise<CodeRecord | undefined>;
  /** Marks the current code verified, once (false when it was already used, changed or expired meanwhile). */
  markVerified(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string, codeHash: string, now: number, verifiedUntil: number, person?: CodeRecord['person']): Promise<boolean>;
  /** Uses a verified record once (false when missing, expired or already used). */
  consume(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string, now: number): Promise<boolean>;
  /** Counts a send in the current hour; false when the limit is reached. */
  countSend(channel: VerificationChannel, recipientHash: string, hourBucket: number, limit: number): Promise<boolean>;
  /** Counts a code send from one client address (a keyed hash of it) in the hour; false when its limit is reached. */
  countAddressSend(addressHash: string, hourBucket: number, limit: number): Promise<boolean>;
  /** Counts a code send of the whole tenant in the hour; false when the tenant's limit is reached. */
  countTenantSend(hourBucket: number, limit: number): Promise<boolean>;
}

/** Hashing and randomness; the secret pepper lives in the adapter. */
export interface CryptoPort {
  /** Keyed hash (HMAC-SHA256, hex) for codes, recipients and identity keys. */
  keyedHash(value: string): string;
  /** HMAC-SHA256 (hex) of `value` under `key`: signatures under a derived key such as a tenant's preview key. */
  hmac(key: string, value: string): string;
  /** Constant-time comparison of two hashes. */
  equals(a: string, b: string): boolean;
  /** >= 256 random bits, base64url. */
  randomToken(): string;
  /** n random decimal digits. */
  randomDigits(n: number): string;
  /** Plain SHA-256 (hex), for content fingerprints such as the submitted snapshot. */
  sha256(value: string): string;
  hashPassword(password: string): Promise<string>;
  verifyPassword(password: string, stored: string): Promise<boolean>;
}

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
  /** 'Y' finally submitted, 'C' reception cancelled, otherwise drafting ('N'). */
  status: string;
  confirmPage: number[];
  savePage: number | null;
  fields: Record<string, string | number>;
  createdAt: string;
  /** Set at the first final submission and kept through cancels and resubmissions. */
  applicantNumber?: string | undefined;
  /** The latest final submission (kept after a cancel, as history). */
  submittedAt?: string | undefined;
  snapshotHash?: string | undefined;
  /** How many final submissions were made (the latest snapshot's sequence number). */
  submissionCount?: number | undefined;
  /** Signed into every preview key of the applicant; bumping it (revoke, cancel) refuses the keys handed out so far. */
  previewEpoch?: number | undefined;
}

export interface ApplicantRepository {
  nextId(): Promise<number>;
  /** Creates the applicant and its identity index items (one per identity hash) together; false when any already applied to the project. */
  create(applicant: ApplicantRecord): Promise<boolean>;
  get(id: number): Promise<ApplicantRecord | undefined>;
  findIdByIdentity(projectId: number, identityHash: string): Promise<number | undefined>;
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
  create(applicantId: number, ttlSeconds: number, sessionSeconds: number): Promise<{ token: string; expiresAt: number }>;
  /** epoch seconds */
  find(token: string): Promise<{ applicantId: number; expiresAt: number; sessionUntil: number } | undefined>;
  extendSession(token: string, sessionUntil: number): Promise<void>;
}

/** One page of a task's form definition, with the number of pages the task has (spec 3 'Form page'). */
export type StoredFormPage = FormPage & { pageCount: number; /** Changes whenever the page is re-imported. */ revision?: number | undefined };

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

/** The applicant's saved answers, one versioned item per page. */
export interface AnswerRepository {
  getPage(applicantId: number, pageIndex: number): Promise<SavedPage | undefined>;
  /**
   * Writes the page if its stored version still equals `expectedVersion` (0: never saved) and, in the same
   * transaction, adds the page to (save) or removes it from (temp) the applicant's confirm_page and sets
   * save_page, provided the application is not finally submitted. Returns the new version, or the page as it
   * stands when another writer came first (nothing is overwritten).
   */
  savePage(input: {
    applicantId: number;
    pageIndex: number;
    expectedVersion: number;
    values: Record<string, unknown>;
    saveType: 'temp' | 'save';
    savedAt: string;
  }): Promise<{ ok: true; version: number } | { ok: false; reason: 'stale'; current: SavedPage } | { ok: false; reason: 'submitted' }>;
  /** Every saved page of the applicant (preview, final submission). */
  listPages(applicantId: number): Promise<SavedPage[]>;
}

/** A file an applicant uploaded and the server checked (size and sniffed type). */
export interface UploadRecord {
  applicantId: number;
  /** The object key; also the filepath stored in answers. */
  key: string;
  filename: string;
  filesize: number;
  contentType: string;
  /** The field (input_type.field) it was uploaded for, and the page. */
  field: string;
  pageIndex: number;
  createdAt: string;
}

export interface UploadRepository {
  put(record: UploadRecord): Promise<void>;
  /** All checked uploads of one applicant (one Query). */
  listByApplicant(applicantId: number): Promise<UploadRecord[]>;
  /** The applicant's checked upload stored under exactly this key, if any (one GetItem). */
  find(applicantId: number, key: string): Promise<UploadRecord | undefined>;
}

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
   * false when a condition failed (a page changed meanwhile, or the lock was lost).
   */
  submit(input: {
    applicantId: number;
    requestId: string;
    seq: number;
    applicantNumber: string;
    submittedAt: string;
    snapshotHash: string;
    pages: { pageIndex: number; version: number; values: Record<string, unknown> }[];
  }): Promise<boolean>;
  /** Back to drafting, if submitted; marks the latest snapshot cancelled. false when it was not submitted. */
  cancel(applicantId: number, seq: number, cancelledAt: string): Promise<boolean>;
  /** Every submission of the applicant, oldest first (headers only). */
  list(applicantId: number): Promise<SubmissionRecord[]>;
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
  delete(applicantId: number, pageIndex: number): Promise<void>;
}

/** The cross-tenant deadline schedule: which projects end when (the deadline job reads it, never a Scan). */
export interface DeadlineSchedule {
  /** Records (or moves) a project's end; `previousEnd` is removed when it changed. */
  register(tenantId: number, projectId: number, endDate: string, previousEnd?: string | undefined): Promise<void>;
  /** Project ends within [from, to] (KST 'YYYY-MM-DD HH:mm:ss') not yet swept. */
  due(from: string, to: string): Promise<{ tenantId: number; projectId: number; endDate: string }[]>;
  markSwept(tenantId: number, projectId: number, endDate: string, result: { applied: number; skipped: number }): Promise<void>;
}

export interface ExamPlaceRecord {
  detailId: number;
  id: number;
  place_name: string;
  address: string;
  total_count: number;
  /** Closed to new applications by the organisation. */
  closed: boolean;
  count: number;
  waiting: number;
}
export interface ExamChoiceRecord {
  detailId: number;
  applicantId: number;
  placeId: number;
  /** 'Y' holds a seat, 'W' waitlisted. */
  status: 'Y' | 'W';
  at: string;
  /** While waitlisted: the place in the queue (lower sorts first). */
  waitKey?: string | undefined;
}

/** What an apply did, read from the write itself: a seat, a waitlist place, or the choice that was already there. */
export type ExamApplyResult =
  | { kind: 'Y'; choice: ExamChoiceRecord }
  | { kind: 'W'; choice: ExamChoiceRecord }
  | { kind: 'chosen'; choice: ExamChoiceRecord }
  | { kind: 'closed' }
  | { kind: 'missing' }
  | { kind: 'busy' };

/** What a cancel did: the choice it removed and, when that freed a seat, the waitlisted applicant who got it. */
export type ExamReleaseResult =
  | { kind: 'released'; released: ExamChoiceRecord; promoted?: { choice: ExamChoiceRecord; place: ExamPlaceRecord } | undefined }
  | { kind: 'none' }
  | { kind: 'busy' };

/**
 * Exam places with capacity enforced by conditional writes: a place never holds more than total_count seats,
 * nobody waits while a seat is free, and a freed seat goes to the head of the place's waitlist in the same transaction.
 */
export interface ExamPlaceRepository {
  list(detailId: number): Promise<ExamPlaceRecord[]>;
  getChoice(detailId: number, applicantId: number): Promise<ExamChoiceRecord | undefined>;
  /**
   * In one transaction: the applicant's only choice of the detail and a seat (a free seat and nobody waiting, place open);
   * else the choice as the last of the waitlist. 'chosen' carries the choice that stopped the write; 'busy' after too many lost races.
   */
  apply(detailId: number, applicantId: number, placeId: number, now: Date): Promise<ExamApplyResult>;
  /**
   * Removes the applicant's choice of the detail and, in the same transaction, gives a seat to the head of the waitlist
   * (or back to the place when nobody waits), or gives up the waitlist place. 'none': no choice to remove.
   */
  release(detailId: number, applicantId: number, now: Date): Promise<ExamReleaseResult>;
  /** Writes the configured places, keeping their live counts, and queues waitlist choices older than the queue. */
  upsertPlaces(detailId: number, places: { id: number; place_name: string; address: string; total_count: number; closed: boolean }[]): Promise<void>;
}
