import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { integrationConfigMessages as m } from '../messages/integration-config.ts';
import { popupSchema } from './company.ts';
import { boardOptionSchema } from './board.ts';
import { stepConfigSchema, stepResultConfigSchema } from './step-config.ts';
import { formTemplateSchema } from '../form-model/form-config.ts';
import { boardConfigSchema, companyConfigSchema, postingConfigSchema, projectConfigSchema } from '../tenant-config.ts';
import { numericId } from './integration.ts';
import { catalogConfigSchema } from './catalog-config.ts';
import { stepAnswersSchema } from './steps.ts';
import { refuseHostileFileName, refuseHostileObjectKey } from '../validation/input-bounds.ts';

/**
 * The integration API's upserts (issue 21 item 3): each part of a tenant's configuration in the very shape of the
 * tenant-configuration file (docs/tenant-config.md), so the YAML import and an organisation's system are held to the
 * same schemas. Every body carries the `version` the caller last read (0 to create); the answer carries the new one.
 */
const version = () => z.number({ error: m.versionRequired }).int({ error: m.versionRequired }).min(0, { error: m.versionRequired }).max(1_000_000_000, { error: m.versionRequired });

/** Site, labels, theme, menus, code limits and submission defaults; popups and board options come with them. */
export const upsertCompanyBodySchema = lazySchema(() =>
  z.strictObject({
    version: version(),
    // The id, domain key and hosts are the operator's (ops CLI); logos are files (not writable here yet); rules come per project.
    company: companyConfigSchema.omit({ id: true, domainKey: true, domains: true, isDefault: true, logo: true, rules: true }).extend({
      site: companyConfigSchema.shape.site.unwrap().omit({ landingImage: true }).prefault({}),
    }),
    popups: z.array(popupSchema).max(50).default([]),
    boardOptions: z.partialRecord(z.enum(['notice', 'faq', 'qna']), z.array(boardOptionSchema)).default({}),
  }),
);
export type UpsertCompanyBody = z.infer<typeof upsertCompanyBodySchema>;

/**
 * The pickers' catalogues (certificates, languages, organisations), their labels and the per-task option lists, as
 * the file's `catalog`: the whole of it each time. Sent before the projects whose rules pick list variants.
 */
export const upsertCatalogBodySchema = lazySchema(() => z.strictObject({ version: version(), catalog: catalogConfigSchema }));
export type UpsertCatalogBody = z.infer<typeof upsertCatalogBodySchema>;

/** A project without its steps (each step is its own upsert), and the form templates its tasks name. */
export const upsertProjectBodySchema = lazySchema(() =>
  z.strictObject({
    version: version(),
    project: projectConfigSchema.omit({ id: true, steps: true, results: true }),
    forms: z.record(z.string().regex(/^[\w-]{1,64}$/), formTemplateSchema).default({}),
  }),
);
export type UpsertProjectBody = z.infer<typeof upsertProjectBodySchema>;

export const upsertPostingBodySchema = lazySchema(() => z.strictObject({ version: version(), posting: postingConfigSchema.omit({ id: true }) }));
export type UpsertPostingBody = z.infer<typeof upsertPostingBodySchema>;

export const upsertBoardPostBodySchema = lazySchema(() => z.strictObject({ version: version(), post: boardConfigSchema.omit({ id: true }) }));
export type UpsertBoardPostBody = z.infer<typeof upsertBoardPostBodySchema>;

/** A selection step: result period, pages, admission ticket, score view, additional request and survey. */
export const upsertStepBodySchema = lazySchema(() => z.strictObject({ version: version(), step: stepConfigSchema.omit({ id: true }) }));
export type UpsertStepBody = z.infer<typeof upsertStepBodySchema>;

/** One applicant's result of a step: pass or fail, its message and pages, scores and chart data. */
export const upsertStepResultBodySchema = lazySchema(() =>
  z.strictObject({ version: version(), result: stepResultConfigSchema.omit({ step_id: true, applicant_email: true }) }),
);
export type UpsertStepResultBody = z.infer<typeof upsertStepResultBodySchema>;

/**
 * One applicant's step as an organisation's system reads it back: the published result in the PUT body's shape, the
 * version to send with the next PUT (0 when it was never sent through the API), and what the applicant answered.
 */
export const stepResultReadSchema = lazySchema(() =>
  z.object({
    version: z.number().int(),
    result: stepResultConfigSchema.omit({ step_id: true, applicant_email: true }),
    /** ISO time the applicant was told the result opened; null until the notification job has told them. */
    notifiedAt: z.string().nullable(),
    /** The additional request's answers (files as stored; GET …/applications/{applicantId}/files lends downloads). */
    additionalRequest: z.object({ submitted: z.boolean(), answeredAt: z.string().nullable(), answers: stepAnswersSchema }),
    survey: z.object({ submitted: z.boolean(), answeredAt: z.string().nullable(), answers: stepAnswersSchema }),
  }),
);
export type StepResultRead = z.infer<typeof stepResultReadSchema>;

/** Attachments of postings and board posts: at most this large each (MB); the allow-list is the application files'. */
export const SITE_ATTACHMENT_MAX_MB = 30;
const siteFileName = () => z.string({ error: m.siteFileName }).trim().min(1, { error: m.siteFileName }).max(200, { error: m.siteFileName }).superRefine(refuseHostileFileName);

/** POST /files/upload-url: one attachment declared before its presigned PUT. */
export const siteUploadUrlBodySchema = lazySchema(() =>
  z.strictObject({
    filename: siteFileName(),
    size: z.number({ error: m.siteFileSize(SITE_ATTACHMENT_MAX_MB) }).int({ error: m.siteFileSize(SITE_ATTACHMENT_MAX_MB) }).min(1, { error: m.siteFileSize(SITE_ATTACHMENT_MAX_MB) }).max(SITE_ATTACHMENT_MAX_MB * 1024 * 1024, { error: m.siteFileSize(SITE_ATTACHMENT_MAX_MB) }),
    contentType: z.string().max(200).default('application/octet-stream'),
  }),
);

/** POST /files: the staged object to check, and the name it is shown and downloaded under. */
export const siteUploadBodySchema = lazySchema(() =>
  z.strictObject({
    key: z.string({ error: m.siteFileKey }).min(1, { error: m.siteFileKey }).max(500, { error: m.siteFileKey }).superRefine(refuseHostileObjectKey),
    filename: siteFileName(),
  }),
);

export const projectParamsSchema = lazySchema(() => z.object({ projectId: numericId('프로젝트 번호(projectId)') }));
export const postingParamsSchema = lazySchema(() => z.object({ postingId: numericId('공고 번호(postingId)') }));
export const boardPostParamsSchema = lazySchema(() => z.object({ postId: numericId('게시글 번호(postId)') }));
export const stepParamsSchema = lazySchema(() => z.object({ projectId: numericId('프로젝트 번호(projectId)'), stepId: numericId('전형 번호(stepId)') }));
export const stepResultParamsSchema = lazySchema(() =>
  z.object({ projectId: numericId('프로젝트 번호(projectId)'), stepId: numericId('전형 번호(stepId)'), applicantId: numericId('지원서 번호(applicantId)') }),
);

/** The answer of every upsert: the version now stored, and whether this call changed anything (false for a retry). */
export const upsertedSchema = lazySchema(() => z.object({ version: z.number().int(), changed: z.boolean() }));
export type Upserted = z.infer<typeof upsertedSchema>;
