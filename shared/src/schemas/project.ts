import * as z from 'zod';
import { idParam, ynFlag } from './common.ts';
import { taskCascadeSchema } from '../task-cascade.ts';
import { lazySchema } from '../lazy-schema.ts';
import { refuseHostileFileName, refuseHostileObjectKey } from '../validation/input-bounds.ts';

export const taskSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    project_id: z.number().int(),
    name: z.string(),
    count: z.number().int().nonnegative(),
    /** The external qualification check must pass before applying to this task. */
    qualification_required: z.boolean().optional(),
  }),
);
export type Task = z.infer<typeof taskSchema>;

export const agreementSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    /** The separate consent to sensitive information (PIPA §23) where the title does not say '민감정보' (sensitive-items.ts). */
    sensitive: z.boolean().optional(),
  }),
);

export const verifyOptionsSchema = lazySchema(() =>
  z
    .object({ auth: z.boolean().default(false), email: z.boolean().default(false), sms: z.boolean().default(false) })
    .default({ auth: false, email: false, sms: false }),
);

/** A configured field of the auth step (spec 3 'Auth-form field'). */
export const authFieldSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    /** Help text shown under the field before any error (e.g. the password rule). */
    comment: z.string().optional(),
    input_type: z.object({
      field: z.string().regex(/^[a-z_]+$/),
      type: z.enum(['text', 'number', 'float', 'email', 'password', 'tel']),
      pattern: z.object({ value: z.string(), message: z.string() }).optional(),
      min_length: z.object({ value: z.number().int().nonnegative(), message: z.string().optional() }).optional(),
      max_length: z.object({ value: z.number().int().positive(), message: z.string().optional() }).optional(),
      min: z.object({ value: z.number(), message: z.string().optional() }).optional(),
      max: z.object({ value: z.number(), message: z.string().optional() }).optional(),
    }),
  }),
);
export type AuthField = z.infer<typeof authFieldSchema>;

export const projectSummarySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    status: ynFlag,
    startDate: z.string(),
    endDate: z.string(),
  }),
);
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectDetailSchema = lazySchema(() =>
  projectSummarySchema.extend({
    tasks: z.array(taskSchema),
    agreements: z.array(agreementSchema),
    verify_options: verifyOptionsSchema,
    auth_fields: z.array(authFieldSchema),
    /** Hide the e-mail hint ('do not reveal school or organisation names'). */
    hide_email_hint: z.boolean(),
    /** Each consent checkbox stays disabled until its full text was opened. */
    require_open_before_agree: z.boolean(),
    /** The external qualification check must pass before the fields show (the spec's qualification gate). */
    qualification_required: z.boolean(),
    /** The '{type}' of the gate's messages, e.g. '숙련기술인 추천'. */
    qualification_label: z.string().optional(),
    /** Cascading task selector (spec 2.7); absent: the flat task list. */
    task_cascade: taskCascadeSchema.optional(),
    /**
     * How long the data is kept after the hiring result is confirmed (채용절차법 §11, PIPA §21), as the consent step
     * states it: the catalogue's line with the project's retention days (messages/retention-consent.ts), composed by the
     * server so that the step's bundle carries no more than the string; absent from older servers.
     */
    retention_notice: z.string().optional(),
    /**
     * Whether the notice takes applications now, by the server clock (issue 41 item 3): its period's phase, or
     * `suspended` when every published posting of it is marked '(게시 중단)'. Only `open` lets the consent step start.
     */
    applyState: z.enum(['open', 'notOpen', 'closed', 'suspended']).optional(),
  }),
);
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectParamsSchema = lazySchema(() =>
  z.object({ id: idParam }),
);
export const projectsQuerySchema = lazySchema(() =>
  z
    .object({ status: ynFlag.optional() }),
);

export const projectNoticeItemSchema = lazySchema(() =>
  z.object({ project_id: z.number().int(), title: z.string(), status: ynFlag }),
);
export const projectNoticesParamsSchema = lazySchema(() =>
  z.object({ companyId: idParam }),
);

export const downloadQuerySchema = lazySchema(() =>
  z
    .object({
      filepath: z
        .string({ error: '파일 경로를 입력해 주세요.' })
        .min(1, { error: '파일 경로를 입력해 주세요.' })
        .max(512, { error: '파일 경로가 너무 깁니다.' })
        .refine((p) => !p.split('/').includes('..'), { error: '파일 경로가 올바르지 않습니다.' })
        .superRefine(refuseHostileObjectKey),
      filename: z
        .string({ error: '파일 이름을 입력해 주세요.' })
        .min(1, { error: '파일 이름을 입력해 주세요.' })
        .max(255, { error: '파일 이름이 너무 깁니다.' })
        .superRefine(refuseHostileFileName),
    }),
);
