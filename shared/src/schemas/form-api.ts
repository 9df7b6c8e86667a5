import * as z from 'zod';
import { idParam } from './common.ts';
import { downloadQuerySchema } from './project.ts';
import { lazySchema } from '../lazy-schema.ts';
import { boundedJsonRecord, refuseHostileFileName, refuseHostileObjectKey } from '../validation/input-bounds.ts';

/**
 * Contracts of the application-form calls (spec part 1 section 7 'Form', 'Applicant data', 'Files').
 * Handlers parse with these; the web client validates answers with them.
 */

// ---------------------------------------------------------------------------------------------------------
// Get form (GET forms/{taskId}/{pageIndex}); the answer is a FormPage (form/definition.ts) plus pageCount.

export const pageIndexParam = z
  .string({ error: '페이지 번호를 입력해 주세요.' })
  .regex(/^\d{1,3}$/, { error: '페이지 번호는 숫자로 입력해 주세요.' })
  .transform((v) => Number(v));

export const getFormParamsSchema = lazySchema(() =>
  z.object({ taskId: idParam, pageIndex: pageIndexParam }),
);

// ---------------------------------------------------------------------------------------------------------
// Saved answers of one page (POST applicant/page/{id}).

export const applicantPageParamsSchema = lazySchema(() =>
  z.object({ id: idParam }),
);
export const applicantPageBodySchema = lazySchema(() =>
  z.object({ pageIndex: z.number().int().nonnegative().max(999) }),
);

/** What the server holds for one page: values as last saved, and the version a save must name. */
export const savedPageSchema = lazySchema(() =>
  z.object({
    pageIndex: z.number().int(),
    /** 0 when the page was never saved. */
    version: z.number().int().nonnegative(),
    values: z.record(z.string(), z.unknown()),
    saveType: z.enum(['temp', 'save']).nullable(),
    savedAt: z.string().nullable(),
  }),
);
export type SavedPage = z.infer<typeof savedPageSchema>;

// ---------------------------------------------------------------------------------------------------------
// A form page's first load in one call (POST applicant/open-form/{id}): the answers of applicant/view {type:
// 'data'}, forms/{taskId}/{pageIndex} and applicant/page/{id}, each exactly as its own call gives it.

export const openFormParamsSchema = lazySchema(() =>
  z.object({ id: idParam }),
);
export const openFormBodySchema = lazySchema(() =>
  z.object({ taskId: z.number().int().positive(), pageIndex: z.number().int().nonnegative().max(999) }),
);

// ---------------------------------------------------------------------------------------------------------
// Save (POST applicant/update/{id}).

/**
 * 'temp' (temporary save: formats and lengths checked, required fields not) or 'save' (the page must validate;
 * it then joins confirm_page). reason 'limit': the automatic temporary save when the session timer runs out; 'next':
 * the save of 다음, after which the applicant is on the next page, so save_page (where 수정 resumes) is that page.
 */
export const saveTypeSchema = lazySchema(() =>
  z.enum(['temp', 'save']),
);
export type SaveType = z.infer<typeof saveTypeSchema>;

export const saveApplicantParamsSchema = lazySchema(() =>
  z.object({ id: idParam }),
);
export const saveApplicantBodySchema = lazySchema(() =>
  z.object({
    pageIndex: z.number().int().nonnegative().max(999),
    saveType: saveTypeSchema.default('save'),
    /** The page version this tab last loaded or saved (0: never saved). A mismatch is a conflict, not an overwrite. */
    version: z.number().int().nonnegative(),
    reason: z.enum(['limit', 'next']).optional(),
    values: boundedJsonRecord(),
  }),
);
export type SaveApplicantBody = z.input<typeof saveApplicantBodySchema>;

export const saveApplicantResultSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    pageIndex: z.number().int(),
    version: z.number().int(),
    savedAt: z.string(),
    confirm_page: z.array(z.number().int()),
    save_page: z.number().int().nullable(),
  }),
);
export type SaveApplicantResult = z.infer<typeof saveApplicantResultSchema>;

/**
 * A refused save (HTTP 422): the first invalid field. `type` is the section code (the form's code_value) as
 * the spec's submit error names it, `path` the dotted payload path, `message` the Korean text.
 */
export const saveErrorSchema = lazySchema(() =>
  z.object({ message: z.string(), type: z.string().optional(), path: z.string().optional(), code: z.string().optional() }),
);
/** HTTP 409 code 'stale': another tab saved the page first; `current` is what the server holds now. */
export const staleSaveSchema = lazySchema(() =>
  z.object({ message: z.string(), code: z.literal('stale'), current: savedPageSchema }),
);
/** HTTP 403 code 'timeover': the project's end time has passed (server clock). */
export const timeoverCode = 'timeover';

/** POST applicant/log/sessionEnd/{id}: the page the session ended on. */
export const sessionEndBodySchema = lazySchema(() =>
  z.object({ pageIndex: z.number().int().nonnegative().max(999).optional() }),
);

// ---------------------------------------------------------------------------------------------------------
// Uploads (S3 presigned PUT, then a server check of what arrived).

export const uploadedFileSchema = lazySchema(() =>
  z.object({ filepath: z.string(), filename: z.string(), filesize: z.number().int().nonnegative() }),
);
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

const fileName = z.string().trim().min(1, { error: '파일 이름이 없습니다.' }).max(200, { error: '파일 이름은 200자 이내여야 합니다.' }).superRefine(refuseHostileFileName);

/** POST applicant/upload-url/{id}: asks for a presigned PUT for one file of one field. */
export const uploadUrlBodySchema = lazySchema(() =>
  z.object({
    pageIndex: z.number().int().nonnegative().max(999),
    /** The field name of the photo or file item (input_type.field). */
    upload_type: z.string().regex(/^[A-Za-z0-9_]+$/),
    filename: fileName,
    size: z.number().int().nonnegative(),
    contentType: z.string().max(200).default('application/octet-stream'),
  }),
);
export const uploadUrlResultSchema = lazySchema(() =>
  z.object({
    url: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    /** The object key to name in the confirm call. */
    key: z.string(),
  }),
);
export type UploadUrlResult = z.infer<typeof uploadUrlResultSchema>;

/** POST applicant/upload/{id}: the server checks the uploaded object (size, sniffed type) and records it. */
export const uploadConfirmBodySchema = lazySchema(() =>
  z.object({
    pageIndex: z.number().int().nonnegative().max(999),
    upload_type: z.string().regex(/^[A-Za-z0-9_]+$/),
    key: z.string().min(1).max(500).superRefine(refuseHostileObjectKey),
    filename: fileName,
  }),
);

/** {id} of applicant/upload-url/{id} and applicant/upload/{id}: the token's own applicant id. */
export const uploadParamsSchema = lazySchema(() =>
  z.object({ id: idParam }),
);

/**
 * download?filepath&filename&as=url: the same check as the download link, answered as JSON {url} instead of a
 * 302, for files that need the applicantToken header (an applicant's own uploads) — a plain link sends none.
 */
export const downloadLinkQuerySchema = lazySchema(() =>
  downloadQuerySchema.extend({ as: z.literal('url').optional() }),
);
export const downloadLinkSchema = lazySchema(() =>
  z.object({ url: z.string() }),
);

// ---------------------------------------------------------------------------------------------------------
// Picker option lists (GET options/{type}/{taskId}) and the medical-institution search (GET medicals).

export const optionListTypes = ['certificates', 'additional_certificates', 'add_second_certificates', 'add_third_certificates', 'languages', 'organizations'] as const;
export const optionListTypeSchema = lazySchema(() =>
  z.enum(optionListTypes, { error: '목록 종류가 올바르지 않습니다.' }),
);
export type OptionListType = z.infer<typeof optionListTypeSchema>;

export const optionListParamsSchema = lazySchema(() =>
  z.object({ type: optionListTypeSchema, taskId: idParam }),
);
export const optionListQuerySchema = lazySchema(() =>
  z.object({ prerequisite: z.string().max(50).optional() }),
);

export const optionEntrySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    certification_organization: z.string().nullish(),
    type_id: z.number().int().nullish(),
    // languages only
    grade_usage: z.enum(['Y', 'N']).nullish(),
    score_usage: z.enum(['Y', 'N']).nullish(),
    options: z.array(z.object({ id: z.number().int(), title: z.string(), value: z.string() })).nullish(),
    max_score: z.number().nullish(),
    min_score: z.number().nullish(),
    limit_usage: z.enum(['Y', 'N']).nullish(),
  }),
);
export type OptionEntry = z.infer<typeof optionEntrySchema>;

export const optionListSchema = lazySchema(() =>
  z.object({
    requirement: z.array(optionEntrySchema),
    preference: z.array(optionEntrySchema),
    all: z.array(optionEntrySchema),
    /** Y: free input allowed ('[word] 직접입력'). */
    etc: z.enum(['Y', 'N']),
    /** 'none': a narrow dialog without the all list. */
    searchable: z.string(),
    ets: z.array(z.object({ name: z.string(), ets_id: z.string() })),
    usage_pre_registration: z.enum(['Y', 'N']),
    pre_registration_options: z.array(z.object({ id: z.number().int(), title: z.string(), value: z.string(), code_option_id: z.number().int().nullish() })),
    /** Label overrides of the two fixed lists (tenant data): absent = the picker's default, null = no label. */
    labels: z.object({ requirement: z.string().nullable().optional(), preference: z.string().nullable().optional() }).optional(),
  }),
);
export type OptionList = z.infer<typeof optionListSchema>;

export const medicalsQuerySchema = lazySchema(() =>
  z.object({
    page: z
      .string()
      .regex(/^\d{1,4}$/, { error: '페이지 번호는 숫자로 입력해 주세요.' })
      .transform(Number)
      .default(1),
    searchText: z.string().max(100, { error: '검색어는 100자 이내로 입력해 주세요.' }).default(''),
  }),
);
export const medicalInstitutionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    type: z.string(),
    name: z.string(),
    address: z.string(),
    open_date: z.string().nullable(),
    closure_date: z.string().nullable(),
  }),
);
export type MedicalInstitution = z.infer<typeof medicalInstitutionSchema>;
export const medicalsPageSchema = lazySchema(() =>
  z.object({ current_page: z.number().int(), total: z.number().int(), data: z.array(medicalInstitutionSchema) }),
);

// ---------------------------------------------------------------------------------------------------------
// Address search ('우편번호 찾기'): GET address?keyword&page.

export const addressQuerySchema = lazySchema(() =>
  z.object({
    keyword: z.string({ error: '검색어를 2자 이상 입력해 주세요.' }).trim().min(2, { error: '검색어를 2자 이상 입력해 주세요.' }).max(80, { error: '검색어는 80자 이내로 입력해 주세요.' }),
    page: z
      .string()
      .regex(/^\d{1,4}$/, { error: '페이지 번호는 숫자로 입력해 주세요.' })
      .transform(Number)
      .default(1),
  }),
);
export const addressEntrySchema = lazySchema(() =>
  z.object({ post_code: z.string(), road_address: z.string(), jibun_address: z.string() }),
);
export type AddressEntry = z.infer<typeof addressEntrySchema>;
export const addressPageSchema = lazySchema(() =>
  z.object({ current_page: z.number().int(), total: z.number().int(), data: z.array(addressEntrySchema) }),
);
