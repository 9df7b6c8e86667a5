import type { AlimtalkTemplate, AuthField, TaskCascade, BoardOption, BoardType, Company, FileRef, Popup } from '@portal/shared';
import type { ApplicantRepository, ApplicantTokenRepository, PreviewKeyRepository } from './applicants.ts';
import type { ExamPlaceRepository } from './exam-site.ts';
import type { InquiryRepository, UploadRepository } from './files.ts';
import type { AnswerRepository, FormRepository } from './form.ts';
import type { CatalogRepository } from './reference-data.ts';
import type { DraftRepository, SubmissionRepository } from './submission.ts';
import type { MailSuppressionRepository, OutboxRepository } from './outbox.ts';
import type { VerificationRepository } from './verification.ts';
import type { AbuseRepository } from './abuse.ts';
import type { ApplicantStepRepository, StepRepository } from './steps.ts';
import type { ApiKeyRepository, ApplicationListRepository, ExportJobRepository, RevisionRepository } from './integration.ts';
import type { RetentionRepository } from './retention.ts';
import type { IdempotencyRepository } from './idempotency.ts';

/** Tenants: the directory of hosts, and each tenant's company, postings, projects, boards and staff sessions. */

/** Stored company: the response shape without derived fields. */
export type CompanyRecord = Omit<Company, 'popups' | 'projects_count'> & {
  testIps: string[];
  /** Verification-code sends per hour (tenant configuration `code_limits`); the policy's defaults when absent. */
  codeLimits?: { perAddressPerHour: number; perTenantPerHour: number } | undefined;
  /** KakaoTalk 알림톡 (tenant configuration `kakao`): the channel and the approved code of each catalogue template. */
  kakao?: { channelId: string; templates: Partial<Record<AlimtalkTemplate, string>> } | undefined;
  /** Applicant-triggered e-mails per hour (tenant configuration `mail_limits`); MAIL_LIMIT_DEFAULTS when absent. */
  mailLimits?: { perApplicantPerHour: number; perRecipientPerHour: number } | undefined;
  /** A tenant's own thresholds of failed tries (tenant configuration `abuse_limits`); ABUSE_LIMITS for each one absent. */
  abuseLimits?: { freeFailuresPerPair?: number | undefined; addressFailuresPerHour?: number | undefined; maxWaitSeconds?: number | undefined } | undefined;
  domains: string[];
  projectsCount: number;
  /** The company's submission defaults (tenant configuration `submission`), which a project without its own takes. */
  submission?: { allow_cancel: boolean; allow_delete_after_submit: boolean; number_prefix: string } | undefined;
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
  /** Delete allowed on a submitted application; resolved from the company default at import. */
  allow_delete_after_submit?: boolean | undefined;
  number_prefix?: string | undefined;
  in_flight_grace_seconds?: number | undefined;
  blind_words?: { word: string; reason: string }[] | undefined;
  search_words?: { word: string; tooltip: string }[] | undefined;
  /** Blind hiring (블라인드 채용): its forms were checked to ask nothing the guideline forbids (forbidden-questions.ts). */
  blind_hiring?: boolean | undefined;
  /** Form details of this project that offer exam-site selection. */
  exam_site_details?: number[] | undefined;
  /** Days the applicants' data is kept after the result is confirmed (14–180; absent in records from before: 180). */
  retention_days?: number | undefined;
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
  /**
   * Sets the number of projects alone (one conditional update, no read), so a project written through the integration
   * API never races a company write over the whole record.
   */
  setProjectsCount(count: number): Promise<void>;
}

export interface PopupRepository {
  list(): Promise<Popup[]>;
  /** As read at most a few seconds ago in this container (docs/data-model.md 'Cached reads'); frozen. */
  listRecent(): Promise<readonly Popup[]>;
  replaceAll(popups: Popup[]): Promise<void>;
}

export interface PostingRepository {
  list(): Promise<PostingRecord[]>;
  /** list, or this container's copy of it read at most a few seconds ago (POSTING_CACHE_MS), for the public pages. Shared and frozen. */
  listRecent(): Promise<readonly Readonly<PostingRecord>[]>;
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
  /** At most a few seconds old (BOARD_CACHE_MS, docs/data-model.md 'Cached reads'); shared and frozen. */
  get(id: number): Promise<Readonly<BoardPostRecord> | undefined>;
  put(post: BoardPostRecord): Promise<void>;
  /** At most a few seconds old, as get; shared and frozen. */
  listOptions(type: BoardType): Promise<readonly Readonly<BoardOption>[]>;
  putOptions(type: BoardType, options: BoardOption[]): Promise<void>;
}

/**
 * What a staff session may open. The operator's own session (`portal staff-token`) opens all of its tenant; a session a
 * handoff link opened only what the link named: a `check` link its applicant, a `result` link its applicant's step, and
 * the other types no applicant at all. The minting key is kept so that revoking the key ends the session.
 */
export type StaffGrant =
  | { kind: 'operator' }
  | {
      kind: 'link';
      handoffId: string;
      keyId: string;
      /** The minting key's hash, to see it revoked; absent on links the ops CLI minted. */
      keyHash?: string | undefined;
      type: string;
      applicantId?: number | undefined;
      applicantStepId?: string | undefined;
    };

export interface StaffSession {
  staffId: string;
  expiresAt: number;
  grant: StaffGrant;
  /** The stored hash of the session's token: names the session on the test-mode tokens it mints. */
  tokenHash: string;
}

export interface StaffSessionRepository {
  findByToken(token: string): Promise<StaffSession | undefined>;
  /** The operator's own session (unbound). */
  create(staffId: string, ttlSeconds: number): Promise<{ token: string; expiresAt: number }>;
}

/** A staff handoff link (spec part 2, 2.18) as stored: never the secret, only its keyed hash. */
export interface HandoffRecord {
  /** Public: names the link (and the session it opens) for revoking. */
  id: string;
  secretHash: string;
  staffId: string;
  /** The API key that minted it. */
  keyId: string;
  /** That key's hash (absent for the ops CLI's links): its session ends when the key is revoked. */
  keyHash?: string | undefined;
  type: string;
  projectId?: number | undefined;
  applicantId?: number | undefined;
  /** A `result` link's applicant step, `<stepId>-<applicantId>`: the one step its session may open. */
  applicantStepId?: string | undefined;
  createdAt: string;
  /** Epoch seconds: unusable from then on (the store's TTL removes it later). */
  expiresAt: number;
  usedAt?: string | undefined;
  revokedAt?: string | undefined;
}

export interface HandoffRepository {
  create(handoff: HandoffRecord): Promise<void>;
  get(id: string): Promise<HandoffRecord | undefined>;
  /**
   * Uses the link and opens its staff session in one transaction: false (nothing written) when the link is unknown,
   * used, revoked, expired at `nowEpoch`, or the secret's hash is not its own.
   */
  redeem(
    id: string,
    input: { secretHash: string; nowEpoch: number; usedAt: string; session: { token: string; staffId: string; expiresAt: number; grant: Extract<StaffGrant, { kind: 'link' }> } },
  ): Promise<boolean>;
  /** Makes the link unusable and ends the session it opened; 'already' when it was revoked before. */
  revoke(id: string, at: string): Promise<'revoked' | 'already' | 'not-found'>;
}

export interface TenantRepositories {
  company: CompanyRepository;
  popups: PopupRepository;
  postings: PostingRepository;
  projects: ProjectRepository;
  boards: BoardRepository;
  staffSessions: StaffSessionRepository;
  handoffs: HandoffRepository;
  verifications: VerificationRepository;
  /** Failed tries of identification, password recovery and the qualification gate. */
  abuse: AbuseRepository;
  applicants: ApplicantRepository;
  applicantTokens: ApplicantTokenRepository;
  forms: FormRepository;
  answers: AnswerRepository;
  uploads: UploadRepository;
  catalogs: CatalogRepository;
  submissions: SubmissionRepository;
  /** Messages waiting to be sent, and the record of those sent (docs/messaging.md). */
  outbox: OutboxRepository;
  mailSuppressions: MailSuppressionRepository;
  drafts: DraftRepository;
  examPlaces: ExamPlaceRepository;
  previewKeys: PreviewKeyRepository;
  inquiries: InquiryRepository;
  audit: AuditRepository;
  /** Projects' result confirmation and destruction (채용절차법 §11, PIPA §21). */
  retention: RetentionRepository;
  steps: StepRepository;
  applicantSteps: ApplicantStepRepository;
  /** The records applicants' writes sent with an Idempotency-Key left, for their retries. */
  idempotency: IdempotencyRepository;
  /** The integration API's keys, and its listing of the tenant's applications. */
  apiKeys: ApiKeyRepository;
  applications: ApplicationListRepository;
  /** Versions of what the integration API writes. */
  revisions: RevisionRepository;
  /** The integration API's export jobs (POST exports, and the job that writes their files). */
  exports: ExportJobRepository;
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
  /** The tenant of a published posting (for the redirect of spec 2.5); undefined for a hidden or unknown one. */
  findPostingOwner(postingId: number): Promise<TenantRef | undefined>;
  findBrand(tenant: TenantRef): Promise<TenantBrand | undefined>;
  /** The tenant that last wrote a board post id (spec part 2 §6: another company's post is '비정상 접근'). */
  findBoardPostOwner(postId: number): Promise<TenantRef | undefined>;
  registerBoardPost(tenant: TenantRef, postId: number): Promise<void>;
  register(tenant: TenantRef, brand: TenantBrand, isDefault: boolean): Promise<void>;
  /** Takes a domain key for a new tenant (a conditional write): false when a tenant has it already. */
  claim(tenant: TenantRef, brand: TenantBrand): Promise<boolean>;
  /** Which tenant holds a posting id, published or not (an import checks its ids before it writes anything). */
  findPostingHolder(postingId: number): Promise<TenantRef | undefined>;
  /**
   * Posting ids are global and their owner never changes. Takes the id for the tenant before its posting is written
   * (a new entry unpublished, an existing one as it was); false, and nothing written, when another tenant holds it.
   */
  claimPosting(tenant: TenantRef, postingId: number): Promise<boolean>;
  /** Records whether the tenant's written posting is published; false, and nothing written, when another tenant holds the id. */
  registerPosting(tenant: TenantRef, postingId: number, published: boolean): Promise<boolean>;
}

/** Public brand data kept in the directory so that another tenant's site can name and link it. */
export interface TenantBrand {
  name: string;
  logoUrl?: string | undefined;
  siteLogoUrl?: string | undefined;
  /** Own hostnames; the first is the canonical one where no base domain applies. */
  hosts: string[];
}

/** What the audit trail records: who did what to which application, when; never personal data. */
export interface AuditRecord {
  action:
    | 'application.deleted'
    // The applicant's own-data download (PIPA §35): an access record of kind 'download' by the applicant.
    | 'application.data-downloaded'
    | 'password.changed'
    | 'staff.read-application'
    | 'staff.read-result'
    | 'staff.read-submissions'
    | 'preview.read-application'
    | 'integration.read-application'
    | 'integration.read-submission'
    | 'integration.exported-applications'
    | 'integration.read-files'
    | 'integration.read-step-result'
    | 'integration.minted-handoff'
    | 'integration.revoked-handoff'
    | 'staff.handoff-login'
    // The applicant-side writes (issue 39 item 2): page saves, final submission and its cancel, step answers, surveys, inquiries.
    | 'application.saved'
    | 'application.submitted'
    | 'application.cancelled'
    | 'step.answered'
    | 'survey.answered'
    | 'inquiry.sent'
    // Access records of personal data a route's contract declares (`personalData`, shared/src/api/contract.ts).
    | 'integration.listed-applications'
    | 'integration.read-inquiries';
  /**
   * 'applicant:<id>', 'staff:<staffId>' (the operator's own session), 'handoff:<API key id>:<staffId>' (staff a link
   * handed off), 'integrator:<API key id>' or 'preview-key' (a key staff took from the submission history).
   */
  actor: string;
  projectId?: number | undefined;
  applicantId?: number | undefined;
  /** The submission read ('integration.read-submission'). */
  seq?: number | undefined;
  /** ISO time. */
  at: string;
  /**
   * An access record of personal data (안전성 확보조치 기준): how it was reached, by which route (the contract's id), and
   * how many applicants it covered; `applicantIds` names them when a page lists several (an export names its project).
   */
  kind?: AccessKind | undefined;
  route?: string | undefined;
  count?: number | undefined;
  applicantIds?: number[] | undefined;
}

/** How personal data was reached: read on a screen or an API answer, exported in bulk, or downloaded as files. */
export type AccessKind = 'read' | 'export' | 'download';

/** A stored audit record with its own id (unique together with `at`). */
export type AuditEntry = AuditRecord & { id: string };

/**
 * A record of the month trail as its shard's hash chain holds it (audit-chain.ts): its place in the chain, the hash of
 * the one before, its own hash, and the digest of whom it names (kept when the retention job forgets the applicant).
 */
export type ChainedAuditRecord = AuditEntry & {
  link: number;
  prev: string;
  hash: string;
  subject: string;
  /** The random salt of `subject`; removed with the applicant's id when the applicant's data is destroyed. */
  salt?: string | undefined;
  forgotten?: boolean | undefined;
};

/** One shard's chain of one month: its records in any order, and its head (the last link and hash), if any was written. */
export interface AuditChainShard {
  shard: number;
  records: ChainedAuditRecord[];
  head: { link: number; hash: string } | undefined;
}

/**
 * Where a newest-first walk over the audit trail stands: the month partition ('YYYY-MM', UTC) it reads next, and the
 * last record read in it (undefined: from the month's newest record within the period on).
 */
export interface AuditPosition {
  month: string;
  last?: { at: string; id: string } | undefined;
}

export interface AuditRepository {
  record(entry: AuditRecord): Promise<void>;
  /** The entries of one month ('YYYY-MM', by their UTC time), oldest first, every shard merged. */
  listMonth(month: string): Promise<AuditRecord[]>;
  /** Every shard of one month's trail as stored, with its chain head: what verify-access-records walks. */
  readChains(month: string): Promise<AuditChainShard[]>;
  /**
   * Up to `limit` records with `from` ≤ at < `to` (ISO, UTC), newest first, from the position on, with a bounded number
   * of reads; `next` is where the following page starts, undefined when the period has no more. With `applicantId`:
   * that application's own trail (every record naming it, page saves included), in one partition.
   */
  listNewestFirst(period: { from: string; to: string }, position: AuditPosition, limit: number, applicantId?: number): Promise<{ rows: AuditEntry[]; next: AuditPosition | undefined }>;
}
