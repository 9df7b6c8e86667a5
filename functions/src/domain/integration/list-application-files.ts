import type { ApplicationFiles } from '@portal/shared/schemas/integration';
import { integrationMessages } from '@portal/shared/messages/integration';
import type { IntegratorCaller } from '../auth-step/resolve-caller.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { QNA_FIELD } from '../qna/qna-attachments.ts';
import { recordIntegratorRead } from './record-integrator-read.ts';

/** How long the store's presigned downloads last (adapters/s3/s3-file-store.ts). */
export const DOWNLOAD_SECONDS = 300;

/**
 * GET /api/integration/applications/{applicantId}/files: the files the applicant uploaded and the server checked, each
 * with a presigned download. The tenant's repositories only, so another organisation's applicant is a 404; audited.
 */
export async function listApplicationFiles(
  ctx: Pick<AppContext, 'repos' | 'clock'> & Required<Pick<AppContext, 'files'>>,
  caller: IntegratorCaller,
  applicantId: number,
): Promise<ApplicationFiles> {
  const [applicant, uploads] = await Promise.all([ctx.repos.applicants.get(applicantId), ctx.repos.uploads.listByApplicant(applicantId)]);
  if (!applicant) throw notFound(integrationMessages.applicationNotFound);
  await recordIntegratorRead(ctx, caller, 'integration.read-files', applicant);
  // Attachments of Q&A inquiries are the inquiries' (GET inquiries), not the application's.
  const own = uploads.filter((u) => !u.inquiryId && u.field !== QNA_FIELD);
  const items = await Promise.all(
    own.map(async (u) => ({
      filename: u.filename,
      filesize: u.filesize,
      contentType: u.contentType,
      field: u.field,
      pageIndex: u.pageIndex,
      createdAt: u.createdAt,
      url: await ctx.files.downloadUrl(u.key, u.filename),
    })),
  );
  return { items, expiresAt: new Date(ctx.clock.now().getTime() + DOWNLOAD_SECONDS * 1000).toISOString() };
}
