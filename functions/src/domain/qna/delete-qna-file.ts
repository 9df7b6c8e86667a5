import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { badRequest, notFound } from '../errors.ts';
import { looseQnaFiles } from './qna-attachments.ts';

/** DELETE board/fileDelete/{fileId}: removes one of the applicant's attachments that no stored inquiry holds. */
export async function deleteQnaFile(ctx: AppContext, fileId: string, { applicant }: ApplicantCaller): Promise<{ result: 'success' }> {
  const loose = await looseQnaFiles(ctx, applicant.id);
  const upload = loose.get(fileId);
  if (!upload) {
    const inquiries = await ctx.repos.inquiries.listByApplicant(applicant.id);
    if (inquiries.some((i) => i.files.some((f) => f.id === fileId))) throw badRequest(messages.qna.fileAttached);
    throw notFound(messages.qna.fileNotFound);
  }
  await ctx.files.delete(upload.key);
  await ctx.repos.uploads.delete(applicant.id, upload.key);
  return { result: 'success' };
}
