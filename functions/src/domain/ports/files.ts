import type { DuplicateKey, IdempotentWrite } from './idempotency.ts';

/** Stored files: the object store and the applicants' upload records. */

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

/**
 * One object written in parts (S3's multipart upload): every part but the last at least 5 MiB, at most 10,000 parts.
 * Nothing is visible under the key until `complete`; `abort` drops the parts.
 */
export interface MultipartUploads {
  startUpload(key: string, contentType: string): Promise<string>;
  /** Uploads (or uploads again: the same number replaces) part `partNumber` (1, 2, …), answering its ETag; undefined when the upload is gone. */
  uploadPart(key: string, uploadId: string, partNumber: number, body: Uint8Array): Promise<string | undefined>;
  /** Joins the parts into the object; 'gone' when S3 knows no such upload (completed before, aborted or expired). */
  completeUpload(key: string, uploadId: string, parts: readonly { number: number; etag: string }[]): Promise<'completed' | 'gone'>;
  abortUpload(key: string, uploadId: string): Promise<void>;
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
  /** The Q&A inquiry that holds this attachment, set in the inquiry's own transaction (then it can no longer be deleted). */
  inquiryId?: string;
}

export interface UploadRepository {
  /**
   * Claims the confirm of one staging object for `finalKey`: only the first of concurrent or repeated confirms wins;
   * the others learn the winner's final key (conditional write, so a burst records one file).
   */
  claim(applicantId: number, stagingKey: string, finalKey: string): Promise<{ won: true } | { won: false; finalKey: string }>;
  /** Gives a claim up when its confirm refused the object, so nothing points at a copy that was never made. */
  releaseClaim(applicantId: number, stagingKey: string): Promise<void>;
  put(record: UploadRecord): Promise<void>;
  /** All checked uploads of one applicant (one Query). */
  listByApplicant(applicantId: number): Promise<UploadRecord[]>;
  /** The applicant's checked upload stored under exactly this key, if any (one GetItem). */
  find(applicantId: number, key: string): Promise<UploadRecord | undefined>;
  /**
   * Forgets one checked upload of the applicant that no inquiry holds (the object itself is the file store's to
   * delete); false when it is gone or an inquiry holds it (a conditional delete, so it cannot race an inquiry).
   */
  deleteLoose(applicantId: number, key: string): Promise<boolean>;
}

/** A Q&A inquiry (spec part 2, 2.14): kept for the organisation's staff, who answer by e-mail. */
export interface InquiryRecord {
  id: string;
  applicantId: number;
  projectId: number;
  /** The chosen option name of the company's 'qna' board options. */
  category: string;
  title: string;
  content: string;
  files: { id: string; filepath: string; filename: string; filesize: number }[];
  /** Where the answer goes: the applicant's e-mail when the inquiry was made. */
  email: string;
  createdAt: string;
}

/** What creating an inquiry answers (POST board/qna). */
export interface InquiryCreated {
  result: 'success';
  id: string;
}

export interface InquiryRepository {
  /**
   * Stores the inquiry and marks each of its attachments' upload records as held by it, all or none: false when an
   * attachment is gone or another inquiry already holds it (concurrent inquiries cannot share a file). With
   * `idempotency`, the key's record is written in the same transaction; a DuplicateKey when a try with the key came first.
   */
  create(record: InquiryRecord, idempotency?: IdempotentWrite<InquiryCreated>): Promise<boolean | DuplicateKey<InquiryCreated>>;
  listByApplicant(applicantId: number): Promise<InquiryRecord[]>;
  /** The tenant's inquiries, newest first (staff and the integration API). */
  listRecent(offset: number, limit: number): Promise<{ items: InquiryRecord[]; total: number }>;
}
