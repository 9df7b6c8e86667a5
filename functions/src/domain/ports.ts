import type { BoardOption, BoardType, Company, FileRef, Popup } from '@portal/shared';

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
}

export interface TaskRecord {
  id: number;
  project_id: number;
  name: string;
  count: number;
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
