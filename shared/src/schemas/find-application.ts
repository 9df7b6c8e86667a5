import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { findApplicationMessages as m } from '../messages/find-application.ts';
import { emailPattern } from '../validation/auth-fields.ts';
import { PASSWORD_MAX_LENGTH } from '../validation/password-limits.ts';
import { historyStepSchema } from './steps.ts';
import { UNDELIVERED_ITEMS, UNDELIVERED_PROBLEMS } from '../messages/undelivered.ts';

/** Contracts of find my application (spec part 2: 2.2–2.4, 5 'Identification form', 7 'Check applicant data'). */

const text = (label: string, min: number, max: number, required: (label: string) => string = m.required) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, { error: required(label) })
    .min(min, { error: m.minLength(min) })
    .max(max, { error: m.maxLength(max) });

/** The notice select (projectId): required, with the form's own required message. */
const notice = (required: (label: string) => string) => z.number({ error: required(m.labels.notice) }).int().positive({ error: required(m.labels.notice) });

/** The identification fields of R5-0 and the Q&A page, with the spec's lengths and messages. */
export const identifyBodySchema = lazySchema(() =>
  z.object({
    projectId: notice(m.required),
    name: text(m.labels.name, 2, 50),
    phone: text(m.labels.phone, 10, 50).regex(/^[0-9-]+$/, { error: m.invalidPhone }),
    email: text(m.labels.email, 4, 50).regex(emailPattern, { error: m.invalidEmail }),
    password: z
      .string({ error: m.required(m.labels.password) })
      .min(1, { error: m.required(m.labels.password) })
      .min(4, { error: m.minLength(4) })
      // The spec's 20 would lock out whoever chose a longer password at the consent step (its policy allows 128).
      .max(PASSWORD_MAX_LENGTH, { error: m.maxLength(PASSWORD_MAX_LENGTH) }),
  }),
);
export type IdentifyBody = z.infer<typeof identifyBodySchema>;

/**
 * POST applicant/check: the identification fields, or an empty body (the stored applicant token is checked instead).
 * Not a union: a half-filled form must get the field's own message, not 'none of the shapes matched'.
 */
export const checkApplicantBodySchema = lazySchema(() =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0 ? undefined : v), identifyBodySchema.optional()),
);
export type CheckApplicantBody = z.infer<typeof checkApplicantBodySchema>;

/** POST admin/applicant/checkById with {check_id} (spec part 2, 2.4, 7: the check by check_id): staff open an applicant's history by id. */
export const checkApplicantByIdBodySchema = lazySchema(() =>
  z.object({ check_id: z.coerce.number({ error: m.checkIdRequired }).int({ error: m.checkIdRequired }).positive({ error: m.checkIdRequired }) }),
);

/** POST applicant/delete (spec part 2, 2.5): after the SMS check of the phone given at application. */
export const deleteApplicationBodySchema = lazySchema(() => z.object({ type: z.literal('delete', { error: m.deleteTypeRequired }) }));
export const deleteApplicationResultSchema = lazySchema(() => z.object({ result: z.literal('success') }));
export type DeleteApplicationResult = z.infer<typeof deleteApplicationResultSchema>;

/** A mail or text to the applicant that did not arrive (docs/messaging.md): the item it was about, its channel and why. */
export const undeliveredMessageSchema = lazySchema(() =>
  z.object({
    item: z.enum(UNDELIVERED_ITEMS),
    channel: z.enum(['email', 'sms']),
    problem: z.enum(UNDELIVERED_PROBLEMS),
    /** A result notice's step, beside which the history shows it; null for the others. */
    stepId: z.number().int().nullable(),
  }),
);
export type UndeliveredMessage = z.infer<typeof undeliveredMessageSchema>;

/** One consent the applicant gave at the consent step, as the history shows it. */
export const consentRecordSchema = lazySchema(() =>
  z.object({ id: z.number().int(), title: z.string(), version: z.string(), sensitive: z.boolean(), at: z.string(), client: z.string() }),
);
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The history's data (R5-1): the applicant, the notice, the steps (the results issue fills them) and the staff flag. */
export const applicantHistorySchema = lazySchema(() =>
  z.object({
    applicant: z.object({
      id: z.number().int(),
      /** Only after an identification: the new applicant token to store. */
      token: z.string().optional(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      /** 'Y' submitted, 'C' reception cancelled, otherwise drafting (spec part 2, 4.1). */
      status: z.string(),
      applicant_number: z.string().nullable(),
      task_name: z.string(),
      /** The application field: the form opens on it (Modify, View). */
      task_id: z.number().int(),
      /** The last final submission (status 'Y') and the last change. */
      submissionDate: z.string().nullable(),
      updatedDate: z.string().nullable(),
      save_page: z.number().int().nullable(),
      /**
       * The stored photo of the application (spec part 2, 3: a path the file domain opens), null without one. It opens
       * through the file-read path (download?as=url, a presigned GET) with the applicant's own token.
       */
      photo: z.string().nullable().optional(),
    }),
    notice: z.object({
      id: z.number().int(),
      /** Spec part 2, 3: the notice's project (the Q&A inquiry takes its project_id from it); a notice here is its project, so equal to id. */
      project_id: z.number().int(),
      /** The recruitment notice (posting) of the project, for 'Details'; null when the project has none. */
      postingId: z.number().int().nullable(),
      title: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      /** Applications are taken now: Modify and Delete are enabled only then. */
      isActive: z.boolean(),
      isEnd: z.boolean(),
      /** Days left while active (the badge's D-n). */
      remainDays: z.number().int(),
    }),
    /** Which buttons the tenant shows for this application (spec part 2, 2.4); they are enabled only while notice.isActive. */
    actions: z.object({ modify: z.boolean(), delete: z.boolean() }),
    /** The selection steps whose results are published to the applicant (spec part 2, 4.3); ended and stopped ones only for staff. */
    applicantSteps: z.array(historyStepSchema),
    /** Mails and texts to the applicant that did not arrive (a bounce, a complaint, a parked send), newest state of each item. */
    undelivered: z.array(undeliveredMessageSchema),
    /**
     * When the application's data is destroyed (채용절차법 §11, PIPA §21), once the hiring result is confirmed: the
     * destruction day (KST 'YYYY-MM-DD'), or `hired` when the organisation marked the applicant hired (kept, to HR).
     * Absent while the result is not confirmed.
     */
    retention: z.object({ destroyOn: z.string(), hired: z.boolean() }).optional(),
    /**
     * What the applicant agreed to at the consent step (PIPA §22, §23): each consent's title, the version of the text
     * shown (a digest of title and text), when (KST) and from which client; the sensitive-information consent marked.
     * Absent for applications made before consents were recorded.
     */
    consents: z.array(consentRecordSchema).optional(),
    admin: z.enum(['Y', 'N']),
  }),
);
export type ApplicantHistory = z.infer<typeof applicantHistorySchema>;

/** POST applicant/findPassword (spec part 2, 2.15, 5 'Find password'): the identification fields without the password. */
export const findPasswordBodySchema = lazySchema(() =>
  z.object({
    projectId: notice(m.password.required),
    name: text(m.labels.name, 2, 50, m.password.required),
    phone: text(m.labels.phone, 10, 50, m.password.required).regex(/^[0-9-]+$/, { error: m.invalidPhone }),
    email: text(m.labels.email, 4, 50, m.password.required).regex(emailPattern, { error: m.invalidEmail }),
  }),
);
export type FindPasswordBody = z.infer<typeof findPasswordBodySchema>;
/** The code went to the phone given at application: its id and expiry (KST 'YYYY-MM-DD HH:mm:ss'). */
export const findPasswordSentSchema = lazySchema(() => z.object({ id: z.string(), expire_at: z.string() }));
export type FindPasswordSent = z.infer<typeof findPasswordSentSchema>;
/** verify/confirm/sms with type 'applicant_find_password' answers a single-use reset token instead of 'Y'. */
export const resetTokenSchema = lazySchema(() => z.object({ reset_token: z.string() }));
export type ResetToken = z.infer<typeof resetTokenSchema>;

/** POST applicant/changePassword (spec part 2, 2.16): the reset token and the new password twice. */
export const changePasswordBodySchema = lazySchema(() =>
  z
    .object({
      token: z.string({ error: m.password.tokenRequired }).min(1, { error: m.password.tokenRequired }).max(200, { error: m.password.tokenRequired }),
      password: z.string({ error: m.required(m.password.newPassword) }).min(1, { error: m.required(m.password.newPassword) }).max(PASSWORD_MAX_LENGTH, { error: m.maxLength(PASSWORD_MAX_LENGTH) }),
      password_confirmation: z.string({ error: m.required(m.password.newPasswordConfirm) }).max(PASSWORD_MAX_LENGTH, { error: m.maxLength(PASSWORD_MAX_LENGTH) }),
    })
    .refine((b) => b.password === b.password_confirmation, { error: m.password.mismatch, path: ['password_confirmation'] }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordResultSchema = lazySchema(() => z.object({ result: z.literal('success') }));
