import type { KeyScope } from '@portal/shared/api/contract';
/** The integration API: the tenant's API keys and the listing of its applications. */

/** An API key as stored: never the key itself, only its keyed hash (CryptoPort.keyedHash) and its last four characters. */
export interface ApiKeyRecord {
  id: string;
  name: string;
  keyHash: string;
  /** What the key may do; a key made before scopes existed holds only 'read' (all the API did then). */
  scopes?: readonly KeyScope[] | undefined;
  /** The key's last four characters, so an operator can tell keys apart. */
  last4: string;
  /** ISO time. */
  createdAt: string;
  revokedAt?: string | undefined;
  /** ISO time of the last call made with the key, recorded at most once an hour. */
  lastUsedAt?: string | undefined;
}

export interface ApiKeyRepository {
  /** Stores a new key (by hash) and its entry in the tenant's list, together. */
  create(key: ApiKeyRecord): Promise<void>;
  /** The key with this hash, revoked or not; undefined when the tenant has none. */
  findByHash(keyHash: string): Promise<ApiKeyRecord | undefined>;
  /** Every key of the tenant, revoked ones too, oldest first. */
  list(): Promise<ApiKeyRecord[]>;
  /** Marks the key revoked; 'not-found' when the tenant has no such key, 'already' when it was revoked before. */
  revoke(keyId: string, at: string): Promise<'revoked' | 'not-found' | 'already'>;
  /** Records a use of the key unless one was recorded after `unlessSince` (a conditional write: at most one an hour). */
  recordUse(keyHash: string, at: string, unlessSince: string): Promise<void>;
}

/** Where a listing of a project's applications stands: the index shard and the last applicant id read in it (0: none yet). */
export interface ApplicationPosition {
  shard: number;
  afterId: number;
}

/** What a page of applications may be narrowed to; each is applied by the store while it reads. */
export interface ApplicationFilter {
  taskId?: number | undefined;
  /** 'submitted': status Y; 'draft': not submitted and never cancelled; 'cancelled': not submitted, a submission cancelled. */
  status?: 'submitted' | 'draft' | 'cancelled' | undefined;
  /** ISO time (UTC): applications whose updatedAt is this or later. */
  updatedSince?: string | undefined;
}

/** One application as the store holds it, for the listing (no password hash, no answers). */
export interface ApplicationRow {
  id: number;
  projectId: number;
  taskId: number;
  taskName: string;
  name: string;
  email: string;
  phone: string;
  status: string;
  applicantNumber?: string | undefined;
  createdAt: string;
  submittedAt?: string | undefined;
  cancelledAt?: string | undefined;
  lastSavedAt?: string | undefined;
  updatedAt: string;
}

export interface ApplicationListRepository {
  /** The number of index shards a project's applications are spread over (positions run from shard 0 to this − 1). */
  readonly shards: number;
  /**
   * Up to `limit` applications of the project from `from` on, in index order (shard, then applicant id), with a
   * bounded number of reads; `next` is where the following page starts, undefined when the project has no more.
   */
  listByProject(projectId: number, from: ApplicationPosition, limit: number, filter: ApplicationFilter): Promise<{ rows: ApplicationRow[]; next: ApplicationPosition | undefined }>;
  /** One read of one index shard after `afterId` (0: from its start), in applicant-id order (the export's merge of the shards). */
  listShard(projectId: number, shard: number, afterId: number, filter: ApplicationFilter): Promise<ApplicationShardPage>;
}

/** What the integration API writes, each item of it versioned by its own revision record. */
export type RevisionKind = 'company' | 'catalog' | 'project' | 'posting' | 'board-post' | 'step' | 'step-result';

/**
 * The version of one item the integration API writes, with the fingerprint of the body that made it. `pending` while
 * that body's writes are under way: a retry of the same body finishes them, any other body waits for it.
 */
export interface RevisionRecord {
  version: number;
  hash: string;
  pending: boolean;
  /** ISO time the version was taken. */
  at: string;
}

/**
 * Which item a revision versions. One applicant's result names its applicant: its revision lives in that applicant's
 * partition (a result-day bulk publish spreads over the applicants, not onto the tenant's configuration partition).
 */
export interface RevisionRef {
  kind: RevisionKind;
  id: string;
  applicantId?: number | undefined;
}

export interface RevisionRepository {
  get(ref: RevisionRef): Promise<RevisionRecord | undefined>;
  /** Takes version `from + 1` for a body (pending); false when the stored version is no longer `from` (0: none stored). */
  begin(ref: RevisionRef, from: number, hash: string, at: string): Promise<boolean>;
  /** The body's writes are all done. */
  finish(ref: RevisionRef, version: number): Promise<void>;
  /**
   * Gives back the pending `version` a body took when its writes were refused (the body caused the failure): the item
   * is at `version - 1` again with no body fingerprint, or has no revision when that is 0. Only while the revision is
   * still that body's (its hash, pending), so a later writer's version is never undone.
   */
  release(ref: RevisionRef, version: number, hash: string, at: string): Promise<void>;
  /**
   * The configuration was rewritten outside the API (an import writes a tenant's configuration as a whole): every
   * configuration item the API has versioned takes the next version with no body fingerprint, so a system's body at
   * the old version is refused (409) and the body it last sent no longer passes as a retry of what is stored. Items
   * the API never wrote stay without a revision; applicants' results are not configuration. Answers how many moved.
   */
  supersedeConfiguration(at: string): Promise<number>;
}

/** One shard's next applications (listShard): `next` is the applicant id to read on after, undefined once the shard is read. */
export interface ApplicationShardPage {
  rows: ApplicationRow[];
  next: number | undefined;
}

/** An export's unit on the export job's queue: which tenant's which export (the job item holds the rest). */
export interface ExportUnit {
  tenantId: number;
  projectId: number;
  exportId: string;
}

/** Where an export's multipart upload stands: what is on S3 so far, and the last application those parts hold. */
export interface ExportUpload {
  uploadId: string;
  /** The uploaded parts in order, each with the ETag CompleteMultipartUpload names. */
  parts: { number: number; etag: string }[];
  /** The last applicant id written (applications go out in id order), 0 before the first. */
  lastId: number;
  /** The answer columns' fingerprint the parts were written with: a form changed meanwhile restarts the export. */
  columns: string;
  /** Every part is up: only CompleteMultipartUpload is left (a retry completes, or finds the object complete). */
  final?: boolean | undefined;
}

/** An export job (POST exports) as its item holds it, in the tenant's configuration partition. */
export interface ExportJob {
  id: string;
  projectId: number;
  format: 'csv' | 'json';
  filter: { taskId?: number | undefined; status?: 'submitted' | 'draft' | 'cancelled' | undefined };
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Applications in the parts uploaded so far (all of them once done). */
  rows: number;
  /** The object key (ASCII) and the Korean name the download is given. */
  key: string;
  filename: string;
  /** Who asked ('integrator:<key id>'): the access record written at completion names them. */
  actor: string;
  createdAt: string;
  /** ISO time of its last progress (queued, a part written, done or failed). */
  progressAt: string;
  upload?: ExportUpload | undefined;
  /** Why it failed, in Korean. */
  message?: string | undefined;
  version: number;
}

/** Export jobs of one tenant; every change a conditional write on the version read, so two runners of one unit never both write. */
export interface ExportJobRepository {
  create(job: Omit<ExportJob, 'version'>): Promise<void>;
  get(id: string): Promise<ExportJob | undefined>;
  /** Writes the changed fields over the job at `expectedVersion`; false when another writer moved it on. */
  update(id: string, expectedVersion: number, change: Partial<Pick<ExportJob, 'state' | 'rows' | 'upload' | 'message' | 'progressAt'>>): Promise<boolean>;
}
