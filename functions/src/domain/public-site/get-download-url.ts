import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { fileKeys } from './file-keys.ts';

/**
 * download?filepath&filename: a short-lived link to one of this company's own files. The key is refused unless
 * it is canonical (no dot, empty or encoded segments) before any prefix check. An applicant's upload is served
 * only when it is a recorded (checked) upload of that applicant, and only to that applicant (its
 * applicantToken) or to staff; anyone else gets the same 404 as for a missing file, so the answer does not
 * tell which keys exist.
 */
export async function getDownloadUrl(ctx: AppContext, input: { filepath: string; filename: string }): Promise<string> {
  const key = input.filepath.replace(/^\/+/, '');
  if (!fileKeys.isCanonical(key) || !fileKeys.isOwnedBy(key, ctx.tenant.id)) throw notFound(messages.api.fileNotFound);
  if (fileKeys.inApplicantArea(key, ctx.tenant.id) && !(await isReadableUpload(ctx, key))) throw notFound(messages.api.fileNotFound);
  if (!(await ctx.files.exists(key))) throw notFound(messages.api.fileNotFound);
  return ctx.files.downloadUrl(key, input.filename);
}

/** The caller may read it (owner's token or staff) and the owner's upload records hold exactly this key. */
async function isReadableUpload(ctx: AppContext, key: string): Promise<boolean> {
  const owner = fileKeys.applicantOf(key, ctx.tenant.id);
  if (owner === undefined) return false;
  if (ctx.actor.kind !== 'staff') {
    const token = ctx.applicantToken ? await ctx.repos.applicantTokens.find(ctx.applicantToken) : undefined;
    if (token?.applicantId !== owner) return false;
  }
  return (await ctx.repos.uploads.find(owner, key)) !== undefined;
}
