import type { AuthField, TaskCascade, BoardOption, BoardType, Company, FileRef, Popup } from '@portal/shared';

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
  put(company: CompanyRecord): Promise<void>;
}
export interface PopupRepository {
  list(): Promise<Popup[]>;
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

/** An organisation's external account check (the spec's check{TenantB}Auth). */
export interface QualificationCheck {
  check(input: { projectId: number; accountId: string; password: string }): Promise<boolean>;
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
  /** Atomically counts one wrong try of the current code; returns the new count. */
  addAttempt(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string, codeHash: string): Promise<number>;
  /** Marks the current code verified, once (false when it was already used, changed or expired meanwhile). */
  markVerified(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string, codeHash: string, now: number, verifiedUntil: number, person?: CodeRecord['person']): Promise<boolean>;
  /** Uses a verified record once (false when missing, expired or already used). */
  consume(channel: VerificationChannel, purpose: VerificationPurpose, recipientHash: string, now: number): Promise<boolean>;
  /** Counts a send in the current hour; false when the limit is reached. */
  countSend(channel: VerificationChannel, recipientHash: string, hourBucket: number, limit: number): Promise<boolean>;
}

/** Hashing and randomness; the secret pepper lives in the adapter. */
export interface CryptoPort {
  /** Keyed hash (HMAC-SHA256, hex) for codes, recipients and identity keys. */
  keyedHash(value: string): string;
  /** Constant-time comparison of two hashes. */
  equals(a: string, b: string): boolean;
  /** >= 256 random bits, base64url. */
  randomToken(): string;
  /** n random decimal digits. */
  randomDigits(n: number): string;
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
  identityHash: string;
  /** 'Y' finally submitted, 'C' reception cancelled, otherwise drafting ('N'). */
  status: string;
  confirmPage: number[];
  savePage: number | null;
  fields: Record<string, string | number>;
  createdAt: string;
}

export interface ApplicantRepository {
  nextId(): Promise<number>;
  /** Creates the applicant and its identity index together; false when the identity already applied to the project. */
  create(applicant: ApplicantRecord): Promise<boolean>;
  get(id: number): Promise<ApplicantRecord | undefined>;
  findIdByIdentity(projectId: number, identityHash: string): Promise<number | undefined>;
}

export interface ApplicantTokenRepository {
  create(applicantId: number, ttlSeconds: number): Promise<{ token: string; expiresAt: number }>;
  find(token: string): Promise<{ applicantId: number; expiresAt: number } | undefined>;
}
