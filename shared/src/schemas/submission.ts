import * as z from 'zod';
import { idParam } from './common.ts';
import { lazySchema } from '../lazy-schema.ts';
import { boundedJsonRecord } from '../validation/input-bounds.ts';

/**
 * Contracts of preview, final submission, cancel, server drafts and the test preview
 * (spec part 1: 2.14, 2.15, 3 'Preview', 7 'Applicant data'; part 2: 2.6, 2.17, 2.19).
 */

// ---------------------------------------------------------------------------------------------------------
// Preview (POST applicant/view {type: 'preview'}; staff/test: {type: 'preview', _applicantId, key}).

export const detectionSchema = lazySchema(() =>
  z.object({
    content: z.string(),
    /** Character offsets into the item's text (start inclusive, end exclusive). */
    start_index: z.number().int().nonnegative(),
    end_index: z.number().int().nonnegative(),
    reason: z.string(),
  }),
);
export type Detection = z.infer<typeof detectionSchema>;

export const searchWordSchema = lazySchema(() =>
  z.object({ word: z.string(), tooltip: z.string() }),
);

export const previewFileSchema = lazySchema(() =>
  z.object({ filename: z.string(), filepath: z.string(), file_url: z.string().optional() }),
);

export const previewItemSchema = lazySchema(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    code_detail_id: z.number().nullish(),
    code_detail_title: z.string().nullish(),
    code_item_id: z.number().nullish(),
    label: z.string(),
    /** The display value (choices as their titles, dates as written). */
    value: z.string().nullish(),
    /** Long text (multiline answers), shown as a block. */
    text: z.string().nullish(),
    test: z.string().nullish(),
    type: z.enum(['text', 'multi_text', 'answer', 'file', 'photo']),
    photo: z.string().nullish(),
    files: z.array(previewFileSchema).default([]),
    answers: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
    detections: z.array(detectionSchema).default([]),
    searchWords: z.array(searchWordSchema).default([]),
  }),
);
export type PreviewItem = z.infer<typeof previewItemSchema>;

export const previewDetailSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    /** A repeatable detail has one entry per row; `row` is its 1-based number. */
    row: z.number().int().positive().optional(),
    items: z.array(previewItemSchema),
  }),
);

export const previewSectionSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    label: z.string(),
    col: z.union([z.literal(1), z.literal(2)]),
    code_value: z.string(),
    pageIndex: z.number().int(),
    details: z.array(previewDetailSchema),
  }),
);
export type PreviewSection = z.infer<typeof previewSectionSchema>;

/** One answer of a blind-hiring application that names a school or a relative's job (shared/src/form-model/blind-mentions.ts). */
export const blindFindingSchema = lazySchema(() =>
  z.object({
    /** The form page to go back to. */
    pageIndex: z.number().int(),
    /** The section (detail) and the question or item title of the answer. */
    section: z.string(),
    question: z.string(),
    /** The words found, as written. */
    words: z.array(z.string()),
    kinds: z.array(z.enum(['school', 'family'])),
  }),
);
export type BlindFinding = z.infer<typeof blindFindingSchema>;

export const previewSchema = lazySchema(() =>
  z.object({
    header: z.object({
      project: z.object({ id: z.number(), value: z.string() }),
      task: z.object({ id: z.number(), label: z.string(), value: z.string() }),
    }),
    user: z.object({
      /** The preview user id: Submit is disabled without it. */
      id: z.number().nullable(),
      /** Stored photo path, and a short-lived URL to show it. */
      photo: z.string().nullable(),
      src: z.string().nullable(),
      /** The applicant number (exam number), once assigned. */
      number: z.string().nullable(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
    }),
    /** 'Y' finally submitted, 'C' reception cancelled, otherwise drafting. */
    status: z.string(),
    /** Modify (cancel final submission) is allowed: the project is open and its configuration permits it. */
    isActive: z.boolean(),
    /** Pages that are not saved as complete: Submit would answer 'impossible'. */
    incompletePages: z.array(z.number().int()),
    /** The page of the first required exam site without a seat or waitlist place (Submit would refuse it), or null. */
    missingExamSitePage: z.number().int().nullable(),
    pageTitles: z.array(z.string()),
    /** The company's pledge (rich text); null: the default pledge of the catalogue. */
    submit_agreements: z.string().nullable(),
    submittedAt: z.string().nullable(),
    body: z.array(previewSectionSchema),
    /**
     * A blind-hiring project's own applicant (블라인드 채용): each answer that names a school or a relative's job, to
     * warn about before final submission (it does not stop it). Absent for other projects and for staff, who read the
     * answers masked.
     */
    blindFindings: z.array(blindFindingSchema).optional(),
  }),
);
export type Preview = z.infer<typeof previewSchema>;

export const previewRequestSchema = lazySchema(() =>
  z.object({
    type: z.literal('preview'),
    /** Staff and the test preview: the applicant and its preview key. Applicants omit both (their token decides). */
    _applicantId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/).transform(Number)]).optional(),
    key: z.string().min(1).max(200).optional(),
  }),
);

// ---------------------------------------------------------------------------------------------------------
// Final submission (POST applicant/complete/{id}).

export const completeParamsSchema = lazySchema(() =>
  z.object({ id: idParam }),
);
/** Business answers come as 200 with a result code; 401/403 and validation failures stay HTTP errors. */
export const completeResultSchema = lazySchema(() =>
  z.discriminatedUnion('result', [
    z.object({
      result: z.literal('Y'),
      applicant_number: z.string(),
      submittedAt: z.string(),
      /** SHA-256 (hex) of the submitted snapshot, as in the receipt e-mail. */
      snapshotHash: z.string(),
      task: z.object({ name: z.string() }),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
    z.object({ result: z.literal('timeover'), message: z.string() }),
    z.object({
      result: z.literal('impossible'),
      message: z.string(),
      /** The first page that does not validate (the SPA may offer to go there). */
      pageIndex: z.number().int(),
      path: z.string().optional(),
      error: z.string().optional(),
    }),
  ]),
);
export type CompleteResult = z.infer<typeof completeResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Cancel final submission (POST applicant/cancel; the applicant of the token).

export const cancelResultSchema = lazySchema(() =>
  z.discriminatedUnion('result', [
    z.object({ result: z.literal('success'), save_page: z.number().int().nullable() }),
    z.object({ result: z.literal('limit'), message: z.string() }),
  ]),
);
export type CancelResult = z.infer<typeof cancelResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Server drafts (POST applicant/draft/{id}): what the applicant typed, kept unvalidated so that the deadline job
// can turn it into a temporary save when the browser never came back.

/** A draft's values as JSON may not exceed this many bytes (well under DynamoDB's 400 KB item limit). */
export const DRAFT_MAX_BYTES = 300 * 1024;

export const draftParamsSchema = lazySchema(() =>
  z.object({ id: idParam }),
);
export const draftBodySchema = lazySchema(() =>
  z.object({
    pageIndex: z.number().int().nonnegative().max(999),
    /** The page version the draft was typed on. */
    version: z.number().int().nonnegative(),
    values: boundedJsonRecord(),
  }),
);
export const draftResultSchema = lazySchema(() =>
  z.object({ savedAt: z.string() }),
);

// ---------------------------------------------------------------------------------------------------------
// Staff: submission history (GET applicant/submissions/{id}, admin only) and revoking preview keys.

export const submissionsParamsSchema = lazySchema(() =>
  z.object({ id: idParam }),
);
export const submissionHistorySchema = lazySchema(() =>
  z.object({
    applicant: z.object({ id: z.number(), name: z.string(), status: z.string(), applicant_number: z.string().nullable() }),
    /** Opens /test/preview/{previewKey}/{id} until previewKeyExpiresAt (KST); staff can revoke it. */
    previewKey: z.string(),
    previewKeyExpiresAt: z.string(),
    submissions: z.array(
      z.object({
        seq: z.number().int(),
        applicant_number: z.string(),
        submittedAt: z.string(),
        snapshotHash: z.string(),
        cancelledAt: z.string().nullable(),
        pages: z.array(z.object({ pageIndex: z.number().int(), version: z.number().int() })),
      }),
    ),
  }),
);
export type SubmissionHistory = z.infer<typeof submissionHistorySchema>;

/** POST applicant/previewKeys/revoke (admin): {id} one applicant's preview keys, {all: true} every key of the tenant. */
export const revokePreviewKeysBodySchema = lazySchema(() =>
  z.union([
    z.object({ id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/).transform(Number)]) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ]),
);
export const revokePreviewKeysResultSchema = lazySchema(() =>
  z.object({ result: z.literal('success'), revoked: z.enum(['applicant', 'tenant']) }),
);
export type RevokePreviewKeysResult = z.infer<typeof revokePreviewKeysResultSchema>;
