import { messages } from '@portal/shared';
import type { With } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { badRequest, notFound } from '../errors.ts';
import { qnaUploads } from './qna-attachments.ts';
import { qnaMessages } from '@portal/shared/messages/qna';

/**
 * DELETE board/fileDelete/{fileId}: removes one of the applicant's attachments that no stored inquiry holds. The record
 * goes first and only while no inquiry holds it, so an inquiry stored at the same moment never loses its file.
 */
export async function deleteQnaFile(ctx: With<'files'>, fileId: string, { applicant }: ApplicantCaller): Promise<{ result: 'success' }> {
  const upload = (await qnaUploads(ctx, applicant.id)).get(fileId);
  if (!upload) throw notFound(qnaMessages.fileNotFound);
  if (upload.inquiryId !== undefined || !(await ctx.repos.uploads.deleteLoose(applicant.id, upload.key))) throw badRequest(qnaMessages.fileAttached);
  await ctx.files.delete(upload.key);
  return { result: 'success' };
}
