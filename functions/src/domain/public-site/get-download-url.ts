import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { fileKeys } from './file-keys.ts';

/**
 * download?filepath&filename: a short-lived link to one of this company's own files. An applicant's upload
 * is served only to that applicant (its applicantToken) or to staff; anyone else gets the same 404 as for a
 * missing file, so the answer does not tell which keys exist.
 */
export async function getDownloadUrl(ctx: AppContext, input: { filepath: string; filename: string }): Promise<string> {
  const key = input.filepath.replace(/^\/+/, '');
  if (!fileKeys.isOwnedBy(key, ctx.tenant.id)) throw notFound(messages.api.fileNotFound);
  if (fileKeys.inApplicantArea(key, ctx.tenant.id) && !(await mayReadApplicantFile(ctx, fileKeys.applicantOf(key, ctx.tenant.id)))) {
    throw notFound(messages.api.fileNotFound);
  }
  if (!(await ctx.files.exists(key))) throw notFound(messages.api.fileNotFound);
  return ctx.files.downloadUrl(key, input.filename);
}

async function mayReadApplicantFile(ctx: AppContext, owner: number | undefined): Promise<boolean> {
  if (owner === undefined) return false;
  if (ctx.actor.kind === 'staff') return true;
  const token = ctx.applicantToken ? await ctx.repos.applicantTokens.find(ctx.applicantToken) : undefined;
  return token?.applicantId === owner;
}
