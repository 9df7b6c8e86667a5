import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { retentionMessages as m } from '../messages/retention.ts';
import { isCalendarDate } from '../retention.ts';

/**
 * Retention and destruction through the integration API (채용절차법 §11, PIPA §21; docs/integration-api.md): the
 * project's result confirmation date, applicants marked hired, and the destruction records (파기 대장).
 */

/** A project's retention as an organisation's system reads it. Dates are Korean calendar dates ('YYYY-MM-DD'). */
export const projectRetentionSchema = lazySchema(() =>
  z.object({
    project_id: z.number().int(),
    /** Days kept after the confirmation (the tenant configuration's projects[].retention_days). */
    retention_days: z.number().int(),
    /** The day the hiring result was confirmed; null while it is not. */
    result_confirmed_at: z.string().nullable(),
    /** The day the retention job destroys the applicants' data (not those marked hired); null while unconfirmed. */
    destroy_on: z.string().nullable(),
    /** ISO time the destruction finished; null until then. */
    destroyed_at: z.string().nullable(),
    /** Send it back with the next PUT (0: never set). */
    version: z.number().int(),
  }),
);
export type ProjectRetentionRead = z.infer<typeof projectRetentionSchema>;

/** PUT …/retention: the confirmation date (null takes it back), conditional on the version read. */
export const setProjectRetentionBodySchema = lazySchema(() =>
  z.strictObject({
    version: z.number({ error: m.versionConflict }).int({ error: m.versionConflict }).min(0, { error: m.versionConflict }),
    result_confirmed_at: z.string({ error: m.confirmedDate }).refine(isCalendarDate, { error: m.confirmedDate }).nullable(),
  }),
);
export type SetProjectRetentionBody = z.infer<typeof setProjectRetentionBodySchema>;

/** PUT /applications/{applicantId}/hired: marked hired, the retention job keeps the applicant (its data goes to HR). */
export const setApplicantHiredBodySchema = lazySchema(() => z.strictObject({ hired: z.boolean() }));
export type SetApplicantHiredBody = z.infer<typeof setApplicantHiredBodySchema>;
export const applicantHiredSchema = lazySchema(() => z.object({ applicant_id: z.number().int(), hired: z.boolean() }));
export type ApplicantHired = z.infer<typeof applicantHiredSchema>;

const counts = () =>
  z.object({
    applicants: z.number().int(),
    answers: z.number().int(),
    drafts: z.number().int(),
    submissions: z.number().int(),
    steps: z.number().int(),
    uploads: z.number().int(),
    fileVersions: z.number().int(),
    inquiries: z.number().int(),
    messages: z.number().int(),
    auditRecords: z.number().int(),
    examChoices: z.number().int(),
    consents: z.number().int(),
    other: z.number().int(),
  });

/** One destruction record (파기 대장): what was destroyed, when, how and on whose order; no personal data. */
export const destructionRecordSchema = lazySchema(() =>
  z.object({
    project_id: z.number().int(),
    project_title: z.string(),
    /** Items per kind: applicants, answer pages, drafts, submissions (with their pages), steps, upload records, stored file versions, inquiries, messages, audit records no longer naming the applicant, exam choices, consent records, other items (keys, claims). */
    counts: counts(),
    /** Applicants marked hired and kept. */
    kept_hired: z.number().int(),
    destroyed_on: z.string(),
    destroyed_at: z.string(),
    method: z.string(),
    ordered_by: z.string(),
    confirmed_by: z.string(),
    result_confirmed_at: z.string(),
    retention_days: z.number().int(),
  }),
);
export const destructionRecordListSchema = lazySchema(() => z.object({ records: z.array(destructionRecordSchema) }));
export type DestructionRecordList = z.infer<typeof destructionRecordListSchema>;
