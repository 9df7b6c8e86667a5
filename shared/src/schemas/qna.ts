import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { qnaMessages as m } from '../messages/qna.ts';

/** Contracts of the Q&A page (spec part 2, 2.14, 5 'Q&A form', 7 'Q&A'). */

/** Attachments of one inquiry: count, per-file and total size (MB). The server enforces them; the page says them. */
export const QNA_ATTACHMENT_LIMITS = { maxCount: 5, maxFileMb: 10, totalMb: 30 } as const;
export const QNA_TITLE_MAX = 200;
export const QNA_CONTENT_MAX = 5000;

const required = (max: number, tooLong: string) =>
  z.string({ error: m.required }).trim().min(1, { error: m.required }).max(max, { error: tooLong });

/** POST board/upload-url: one attachment declared before its presigned PUT. */
export const qnaUploadUrlBodySchema = lazySchema(() =>
  z.object({
    filename: z.string({ error: m.fileNotFound }).min(1, { error: m.fileNotFound }).max(255, { error: m.fileNotFound }),
    size: z.number({ error: m.fileNotFound }).int().nonnegative(),
    contentType: z.string().max(200).default('application/octet-stream'),
  }),
);
/** POST board/upload: the staged object to check. */
export const qnaUploadBodySchema = lazySchema(() =>
  z.object({
    key: z.string({ error: m.fileNotFound }).min(1, { error: m.fileNotFound }).max(1000, { error: m.fileNotFound }),
    filename: z.string({ error: m.fileNotFound }).min(1, { error: m.fileNotFound }).max(255, { error: m.fileNotFound }),
  }),
);
/** The accepted attachment: its id (for board/fileDelete and board/qna), path and name. */
export const qnaFileSchema = lazySchema(() => z.object({ id: z.string(), filepath: z.string(), filename: z.string(), filesize: z.number().int() }));
export type QnaFile = z.infer<typeof qnaFileSchema>;
export const qnaFileParamsSchema = lazySchema(() => z.object({ fileId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: m.fileNotFound }) }));

/** POST board/qna: the inquiry. */
export const qnaInquiryBodySchema = lazySchema(() =>
  z.object({
    category: required(100, m.unknownCategory),
    title: required(QNA_TITLE_MAX, m.titleTooLong(QNA_TITLE_MAX)),
    content: required(QNA_CONTENT_MAX, m.contentTooLong(QNA_CONTENT_MAX)),
    file_ids: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: m.fileNotFound }))
      .max(QNA_ATTACHMENT_LIMITS.maxCount, { error: m.tooManyFiles(QNA_ATTACHMENT_LIMITS.maxCount) })
      .default([]),
  }),
);
export type QnaInquiryBody = z.infer<typeof qnaInquiryBodySchema>;
export const qnaInquiryResultSchema = lazySchema(() => z.object({ result: z.literal('success'), id: z.string() }));
