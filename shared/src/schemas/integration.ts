import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { integrationMessages as m } from '../messages/integration.ts';

/** A page of the integration API's lists: this many items unless `limit` says otherwise, never more than the maximum. */
export const integrationPage = { defaultLimit: 50, maxLimit: 100 } as const;

/** How an application stands: finally submitted, being written, or its submission cancelled (and open again). */
export const applicationStatusSchema = lazySchema(() => z.enum(['submitted', 'draft', 'cancelled'], { error: m.statusValue }));
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

const numericId = (label: string) =>
  z
    .string({ error: m.idNumber(label) })
    .regex(/^\d{1,12}$/, { error: m.idNumber(label) })
    .transform(Number);

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
    /** The nextCursor of the previous page, as it was answered. */
    cursor: z.string({ error: m.cursorFormat }).min(1, { error: m.cursorFormat }).max(200, { error: m.cursorFormat }).regex(/^[A-Za-z0-9_-]+$/, { error: m.cursorFormat }).optional(),
    limit: z
      .string({ error: m.limitRange(integrationPage.maxLimit) })
      .regex(/^\d{1,3}$/, { error: m.limitRange(integrationPage.maxLimit) })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: m.limitRange(integrationPage.maxLimit) }).max(integrationPage.maxLimit, { error: m.limitRange(integrationPage.maxLimit) }))
      .optional(),
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

export const applicationPageSchema = lazySchema(() =>
  z.object({
    items: z.array(applicationSummarySchema),
    /** Send it back as `cursor` for the next page; null when the list is complete. A page may be short (even empty) and still have one. */
    nextCursor: z.string().nullable(),
  }),
);
export type ApplicationPage = z.infer<typeof applicationPageSchema>;
