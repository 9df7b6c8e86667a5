import type { UploadUrlResult } from '@portal/shared';
import type { AppContext, With } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { presignStagedUpload } from '../files/create-upload-url.ts';
import { qnaAttachmentItem } from './qna-attachments.ts';

/** POST board/upload-url: a presigned PUT of one Q&A attachment of the identified applicant (declared name, size, type checked first). */
export const createQnaUploadUrl = (ctx: With<'files'>, input: { filename: string; size: number; contentType: string }, { applicant }: ApplicantCaller): Promise<UploadUrlResult> =>
  presignStagedUpload(ctx, applicant.id, qnaAttachmentItem, input);
