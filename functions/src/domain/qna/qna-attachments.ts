import { QNA_ATTACHMENT_LIMITS } from '@portal/shared';
import type { Item } from '@portal/shared/form-model/definition';
import type { AppContext } from '../context.ts';
import type { UploadRecord } from '../ports.ts';

/** Upload records of Q&A attachments carry this field; the page index keeps them apart from every form page. */
export const QNA_FIELD = 'qna_attachment';
export const QNA_PAGE_INDEX = -1;

/**
 * The Q&A page's attachments as an upload item, so they pass the same checks as application files: the allow-list of
 * extensions, the sniffed content and the per-file size; count and total are checked when the inquiry is stored.
 */
export const qnaAttachmentItem: Item = {
  id: 0,
  title: '첨부파일',
  required: 'N',
  input_type: { type: 'file', field: QNA_FIELD },
  max_count: QNA_ATTACHMENT_LIMITS.maxCount,
  max_size: QNA_ATTACHMENT_LIMITS.maxFileMb,
  total_max_size: QNA_ATTACHMENT_LIMITS.totalMb,
};

/** The id of an attachment: the random segment of its final key ('…/applicants/<id>/<random>/<name>'). */
export const qnaFileId = (key: string): string => key.split('/').at(-2) ?? '';

/** The applicant's Q&A attachments by id, held by an inquiry (inquiryId) or not yet. */
export async function qnaUploads(ctx: AppContext, applicantId: number): Promise<Map<string, UploadRecord>> {
  const uploads = await ctx.repos.uploads.listByApplicant(applicantId);
  return new Map(uploads.filter((u) => u.field === QNA_FIELD && u.pageIndex === QNA_PAGE_INDEX).map((u) => [qnaFileId(u.key), u]));
}
