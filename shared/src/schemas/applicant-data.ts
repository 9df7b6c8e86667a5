import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { ownDataMessages as m } from '../messages/own-data.ts';

/**
 * POST applicant/download (PIPA §35, issue 46 item 7): everything the portal holds about the applicant of the token,
 * after the SMS check of the phone given at application. The document is the applicant's own data only; no password
 * hash, identity or login key, token, verification code, internal key or other applicant's item is ever in it.
 */
export const downloadApplicantDataBodySchema = lazySchema(() => z.object({ type: z.literal('own_data', { error: m.typeRequired }) }));

const values = () => z.record(z.string(), z.unknown());

/** The document's sections, one per kind of item the portal keeps of an applicant (the retention destroyer's list). */
export const applicantDataDocumentSchema = lazySchema(() =>
  z.object({
    /** The document's format and version, so a reader knows what it holds. */
    format: z.literal('recruit-portal/applicant-data@1'),
    /** When the document was made (ISO, UTC). */
    exportedAt: z.string(),
    /** PIPA §35: whom it is about and who holds it. */
    controller: z.object({ name: z.string() }),
    notice: z.object({ projectId: z.number().int(), title: z.string() }),
    /** The applicant item: personal fields, the state of the application, what the form's auth step kept. */
    applicant: values(),
    /** The saved pages of the form, one per page. */
    answers: z.array(z.object({ pageIndex: z.number().int(), version: z.number().int(), saveType: z.string().nullable(), savedAt: z.string().nullable(), values: values() })),
    /** What the browser typed but did not save yet (kept for the deadline's automatic temporary save). */
    drafts: z.array(z.object({ pageIndex: z.number().int(), savedAt: z.string(), values: values() })),
    /** Every final submission (the snapshot of its pages), oldest first. */
    submissions: z.array(
      z.object({
        seq: z.number().int(),
        applicantNumber: z.string(),
        submittedAt: z.string(),
        cancelledAt: z.string().nullable(),
        pages: z.array(z.object({ pageIndex: z.number().int(), values: values() })),
      }),
    ),
    /** The selection steps: published results, scores, the applicant's additional-request and survey answers. */
    steps: z.array(values()),
    /** Exam-site choices (a seat or a waitlist place). */
    examChoices: z.array(z.object({ detailId: z.number().int(), placeId: z.number().int(), status: z.string(), at: z.string() })),
    /** The checked uploads (their bytes come through the download links beside the document). */
    uploads: z.array(z.object({ filename: z.string(), filesize: z.number(), contentType: z.string(), field: z.string(), pageIndex: z.number().int(), createdAt: z.string(), inquiryId: z.string().nullable() })),
    /** Q&A inquiries. */
    inquiries: z.array(values()),
    /** Mails and texts sent or to be sent to the applicant: the record of each send (its recipient and text are kept only until it is sent). */
    messages: z.array(values()),
    /** The application's audit trail: what was done to it, when, and by whom in kind (applicant, staff, integrator, system). */
    records: z.array(z.object({ action: z.string(), at: z.string(), by: z.string() })),
  }),
);
export type ApplicantDataDocument = z.infer<typeof applicantDataDocumentSchema>;

export const downloadApplicantDataResultSchema = lazySchema(() =>
  z.object({
    result: z.literal('success'),
    data: applicantDataDocumentSchema,
    /** Each upload with a short-lived presigned GET link. */
    files: z.array(z.object({ filename: z.string(), filesize: z.number(), url: z.string() })),
  }),
);
export type DownloadApplicantDataResult = z.infer<typeof downloadApplicantDataResultSchema>;
