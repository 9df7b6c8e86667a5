import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { integrationMessages as m } from '../messages/integration.ts';
import { savedPageSchema } from './form-api.ts';

/** A page of the integration API's lists: this many items unless `limit` says otherwise, never more than the maximum. */
export const integrationPage = { defaultLimit: 50, maxLimit: 100 } as const;

/** How an application stands: finally submitted, being written, or its submission cancelled (and open again). */
export const applicationStatusSchema = lazySchema(() => z.enum(['submitted', 'draft', 'cancelled'], { error: m.statusValue }));
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** An id of up to 12 digits, as path or query text; `message` when it is anything else. */
const digitsParam = (message: string) => z.string({ error: message }).regex(/^\d{1,12}$/, { error: message }).transform(Number);
export const numericId = (label: string) => digitsParam(m.idNumber(label));

/** The nextCursor of the previous page, as it was answered. */
const cursorParam = () =>
  z.string({ error: m.cursorFormat }).min(1, { error: m.cursorFormat }).max(200, { error: m.cursorFormat }).regex(/^[A-Za-z0-9_-]+$/, { error: m.cursorFormat });

/** A page size: 1 to the maximum, as query text. */
const limitParam = () =>
  z
    .string({ error: m.limitRange(integrationPage.maxLimit) })
    .regex(/^\d{1,3}$/, { error: m.limitRange(integrationPage.maxLimit) })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: m.limitRange(integrationPage.maxLimit) }).max(integrationPage.maxLimit, { error: m.limitRange(integrationPage.maxLimit) }));

/** A page of one of the integration API's lists, and the cursor of the next. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Send it back as `cursor` for the next page; null when the list is complete. A page may be short (even empty) and still have one. */
    nextCursor: z.string().nullable(),
  });

export const listApplicationsQuerySchema = lazySchema(() =>
  z.object({
    projectId: z
      .string({ error: m.projectIdRequired })
      .regex(/^\d{1,12}$/, { error: m.idNumber('프로젝트 번호(projectId)') })
      .transform(Number),
    taskId: numericId('분야 번호(taskId)').optional(),
    status: applicationStatusSchema.optional(),
    /** ISO 8601 with a time zone; compared with each application's updatedAt (UTC). */
    updatedSince: z
      .string({ error: m.updatedSinceFormat })
      .max(40, { error: m.updatedSinceFormat })
      .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), { error: m.updatedSinceFormat })
      .optional(),
    cursor: cursorParam().optional(),
    limit: limitParam().optional(),
  }),
);
export type ListApplicationsQuery = z.output<typeof listApplicationsQuerySchema>;

/** One application as the integration API lists it: who applied to which task, and where the application stands. */
export const applicationSummarySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    taskId: z.number().int(),
    taskName: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    status: applicationStatusSchema,
    /** Given at the first final submission and kept through cancels; null before. */
    applicantNumber: z.string().nullable(),
    /** Korean time, 'YYYY-MM-DD HH:mm:ss'. */
    createdAt: z.string(),
    /** The latest final submission (Korean time), null when never submitted. */
    submittedAt: z.string().nullable(),
    /** When the latest submission was cancelled (Korean time), null when it was not. */
    cancelledAt: z.string().nullable(),
    /** The last page save or temp save (Korean time), null when none. */
    lastSavedAt: z.string().nullable(),
    /** The last change of the application (ISO 8601, UTC): what `updatedSince` compares. */
    updatedAt: z.string(),
  }),
);
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationPageSchema = lazySchema(() => pageOf(applicationSummarySchema));
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// One application (GET applications/{applicantId}) and one of its submitted snapshots (…/submissions/{seq}).

const applicantIdParam = () => digitsParam(m.applicantIdFormat);

export const applicationParamsSchema = lazySchema(() => z.object({ applicantId: applicantIdParam() }));

export const applicationSubmissionParamsSchema = lazySchema(() =>
  z.object({
    applicantId: applicantIdParam(),
    seq: z
      .string({ error: m.seqRange })
      .regex(/^\d{1,3}$/, { error: m.seqRange })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: m.seqRange })),
  }),
);

/** One final submission as its history lists it; the snapshot's pages are read one submission at a time. */
export const submissionHeaderSchema = lazySchema(() =>
  z.object({
    /** 1 for the first final submission, one more for each submission after a cancel. */
    seq: z.number().int(),
    applicantNumber: z.string(),
    /** Korean time, 'YYYY-MM-DD HH:mm:ss'. */
    submittedAt: z.string(),
    /** When this submission was cancelled to edit (Korean time), null when it was not. */
    cancelledAt: z.string().nullable(),
    /** SHA-256 of the canonical JSON of the submitted pages. */
    snapshotHash: z.string(),
  }),
);
export type SubmissionHeader = z.infer<typeof submissionHeaderSchema>;

/** An application with what the applicant holds now: never the password hash or any token or identity key. */
export const applicationDetailSchema = lazySchema(() =>
  z.object({
    application: applicationSummarySchema.extend({
      /** true when name and phone came from the identity provider. */
      identityVerified: z.boolean(),
      /** The other values of the consent step (the project's extra fields), by field name. */
      fields: z.record(z.string(), z.union([z.string(), z.number()])),
      /** Pages saved as complete ('save'), in order. */
      confirmedPages: z.array(z.number().int()),
      /** The page saved last, null before the first save. */
      savePage: z.number().int().nullable(),
    }),
    /** The current saved answers, one entry per page saved at least once. */
    pages: z.array(savedPageSchema),
    /** Every final submission, oldest first, cancelled ones included. */
    submissions: z.array(submissionHeaderSchema),
  }),
);
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** One submitted snapshot: exactly the validated values of each page as they were submitted. */
export const submissionSnapshotSchema = lazySchema(() =>
  submissionHeaderSchema.extend({
    applicantId: z.number().int(),
    pages: z.array(z.object({ pageIndex: z.number().int(), version: z.number().int(), values: z.record(z.string(), z.unknown()) })),
  }),
);
export type SubmissionSnapshot = z.infer<typeof submissionSnapshotSchema>;

// ---------------------------------------------------------------------------------------------------------
// The audit trail (GET audit): who read or changed which application, newest first.

/** The audit listing's period may cover at most this many days; without `from` it starts this long before `to`. */
export const auditPeriod = { maxDays: 366, defaultDays: 365 } as const;

const KST = '+09:00';
const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, '0');
/** A day of the calendar from 1970 on (no audit record is older; earlier years would leave ISO's four-digit form). */
const isCalendarDay = (y: number, mo: number, d: number) => y >= 1970 && mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();

/**
 * The instants a period bound covers, [start, end) in epoch ms: a month or a date in Korean time (the whole month or
 * day), or one ISO 8601 moment with its time zone. undefined when it is none of these, not on the calendar or before 1970.
 */
export function auditBoundSpan(value: string): { start: number; end: number } | undefined {
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) {
    const [y, mo] = [Number(month[1]), Number(month[2])];
    if (!isCalendarDay(y, mo, 1)) return undefined;
    const next = mo === 12 ? `${y + 1}-01` : `${y}-${pad2(mo + 1)}`;
    return { start: Date.parse(`${value}-01T00:00:00${KST}`), end: Date.parse(`${next}-01T00:00:00${KST}`) };
  }
  const day = /^(\d{4})-(\d{2})-(\d{2})(T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(value);
  if (!day || !isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3]))) return undefined;
  if (!day[4]) {
    const start = Date.parse(`${value}T00:00:00${KST}`);
    return { start, end: start + DAY_MS };
  }
  if (Number(day[5]) > 23 || Number(day[6]) > 59 || Number(day[8] ?? 0) > 59) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : { start: at, end: at + 1 };
}

const auditBound = (name: 'from' | 'to') =>
  z
    .string({ error: m.auditBoundFormat(name) })
    .max(40, { error: m.auditBoundFormat(name) })
    .refine((v) => auditBoundSpan(v) !== undefined, { error: m.auditBoundFormat(name) })
    .transform((v) => auditBoundSpan(v)!);

export const listAuditQuerySchema = lazySchema(() =>
  z.object({
    /** The period's first month, day or moment (a month or day in Korean time); a year before `to` when left out. */
    from: auditBound('from').optional(),
    /** Its last month, day or moment, included; now when left out. */
    to: auditBound('to').optional(),
    /** One application's trail instead of the organisation's: every record naming it, its page saves included. */
    applicantId: applicantIdParam().optional(),
    cursor: cursorParam().optional(),
    limit: limitParam().optional(),
  }),
);
export type ListAuditQuery = z.output<typeof listAuditQuerySchema>;

/** One audit record: who did what to which application, when; never personal data. */
export const auditRecordSchema = lazySchema(() =>
  z.object({
    /** The record's own id (unique with `at`). */
    id: z.string(),
    /** ISO 8601, UTC. */
    at: z.string(),
    /** e.g. 'staff.read-application', 'integration.read-application', 'application.deleted'. */
    action: z.string(),
    /** 'applicant:<id>', 'staff:<id>' or 'integrator:<API key id>'. */
    actor: z.string(),
    projectId: z.number().int().nullable(),
    applicantId: z.number().int().nullable(),
    /** The submission read, for 'integration.read-submission'. */
    seq: z.number().int().nullable(),
    /** An access record of personal data: how it was reached (read, export, download), else null. */
    kind: z.enum(['read', 'export', 'download']).nullable(),
    /** The route of an access record (the endpoint's operationId), else null. */
    route: z.string().nullable(),
    /** How many applicants an access record covered (an export: its rows), else null. */
    count: z.number().int().nullable(),
    /** The applicants of a listed page, else null. */
    applicantIds: z.array(z.number().int()).nullable(),
  }),
);
export type AuditRecordItem = z.infer<typeof auditRecordSchema>;

export const auditPageSchema = lazySchema(() => pageOf(auditRecordSchema));
export type AuditPage = z.infer<typeof auditPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// Export of a project's applications (POST exports): a file in the object store, fetched through a short-lived URL.

const positiveId = (label: string) =>
  z
    .number({ error: m.idNumber(label) })
    .int({ error: m.idNumber(label) })
    .min(1, { error: m.idNumber(label) })
    .max(999_999_999_999, { error: m.idNumber(label) });

export const exportApplicationsBodySchema = lazySchema(() =>
  z
    .object({
      projectId: positiveId('프로젝트 번호(projectId)'),
      /** csv: Excel-friendly (UTF-8 with BOM, Korean headers, one column per answer); json: the same rows with their pages. */
      format: z.enum(['csv', 'json'], { error: m.exportFormat }),
      taskId: positiveId('분야 번호(taskId)').optional(),
      status: applicationStatusSchema.optional(),
    })
    .strict(),
);
export type ExportApplicationsBody = z.output<typeof exportApplicationsBodySchema>;

/** An export's id as the POST answers it: `exp_` and 22 base64url characters. */
export const exportIdPattern = /^exp_[A-Za-z0-9_-]{22}$/;

/** Where an export job is: waiting on the queue, being written, written (downloadable), or given up (a Korean message says why). */
export const exportStatusSchema = lazySchema(() => z.enum(['queued', 'running', 'done', 'failed']));
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** What POST exports answers at once: the job, queued; poll `poll` (GET exports/{exportId}) until it is done. */
export const exportQueuedSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.literal('queued'),
    /** The path to poll (GET), under /api/integration. */
    poll: z.string(),
  }),
);
export type ExportQueued = z.infer<typeof exportQueuedSchema>;

export const exportParamsSchema = lazySchema(() => z.object({ exportId: z.string().regex(exportIdPattern, { error: m.exportId }) }));

/** One export job as GET exports/{exportId} answers it; `url`, `filename` and `expiresAt` once done, `message` once failed. */
export const exportJobSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    status: exportStatusSchema,
    format: z.enum(['csv', 'json']),
    projectId: z.number().int(),
    /** Applications written so far (all of them once done). */
    rows: z.number().int(),
    /** ISO 8601, UTC: when it was asked for, and its last progress. */
    createdAt: z.string(),
    updatedAt: z.string(),
    filename: z.string().optional(),
    /** A presigned download of the file, valid until expiresAt (five minutes; each poll mints a fresh one). */
    url: z.string().optional(),
    expiresAt: z.string().optional(),
    /** Why it failed, in Korean. */
    message: z.string().optional(),
  }),
);
export type ExportJobView = z.infer<typeof exportJobSchema>;

// ---------------------------------------------------------------------------------------------------------
// An application's files (GET applications/{applicantId}/files) and the Q&A inquiries (GET inquiries).

/** A stored file with a presigned download (valid until the answer's expiresAt). */
const downloadableFile = () =>
  z.object({
    filename: z.string(),
    /** Bytes. */
    filesize: z.number().int(),
    /** A presigned download of the file under its own name. */
    url: z.string(),
  });

export const applicationFilesSchema = lazySchema(() =>
  z.object({
    items: z.array(
      downloadableFile().extend({
        contentType: z.string(),
        /** The form field (input_type.field) and page it was uploaded for. */
        field: z.string(),
        pageIndex: z.number().int(),
        /** ISO 8601 or Korean time, as the upload recorded it. */
        createdAt: z.string(),
      }),
    ),
    /** ISO 8601, UTC: when the download URLs stop working (ask again for fresh ones). */
    expiresAt: z.string(),
  }),
);
export type ApplicationFiles = z.infer<typeof applicationFilesSchema>;

export const listInquiriesQuerySchema = lazySchema(() =>
  z.object({
    cursor: cursorParam().optional(),
    limit: limitParam().optional(),
  }),
);
export type ListInquiriesQuery = z.output<typeof listInquiriesQuerySchema>;

export const inquiryItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    applicantId: z.number().int(),
    projectId: z.number().int(),
    /** The Q&A board option the applicant chose. */
    category: z.string(),
    title: z.string(),
    content: z.string(),
    /** Where the answer goes (the applicant's e-mail when asking). */
    email: z.string(),
    createdAt: z.string(),
    files: z.array(downloadableFile()),
  }),
);

export const inquiryPageSchema = lazySchema(() => pageOf(inquiryItemSchema).extend({ expiresAt: z.string() }));
export type InquiryPage = z.infer<typeof inquiryPageSchema>;
