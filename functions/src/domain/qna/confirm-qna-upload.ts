import type { QnaFile } from '@portal/shared';
import type { AppContext, With } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { acceptStagedUpload } from '../files/confirm-upload.ts';
import { QNA_PAGE_INDEX, qnaAttachmentItem, qnaFileId } from './qna-attachments.ts';

/** POST board/upload: the staged attachment checked as application files are (size, sniffed content), moved and recorded. */
export async function confirmQnaUpload(ctx: With<'files'>, input: { key: string; filename: string }, { applicant }: ApplicantCaller): Promise<QnaFile> {
  const file = await acceptStagedUpload(ctx, applicant.id, qnaAttachmentItem, { ...input, pageIndex: QNA_PAGE_INDEX });
  return { id: qnaFileId(file.filepath), filepath: file.filepath, filename: file.filename, filesize: file.filesize };
}
