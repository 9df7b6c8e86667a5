import { sameEpoch } from '../auth-step/require-applicant.ts';
import { messages } from '@portal/shared';
import type { With } from '../context.ts';
import { boundFileName } from '../files/bound-file-name.ts';
import { notFound, ServiceUnavailableError, unavailable } from '../errors.ts';
import type { UploadRecord } from '../ports.ts';
import { fileKeys } from './file-keys.ts';
import { staffMayReadFilesOf } from '../handoff/staff-access.ts';

/**
 * download?filepath&filename: a short-lived link to one of this company's own files. The key is refused unless
 * it is canonical (no dot, empty or encoded segments) before any prefix check. An applicant's upload is served
 * only when it is a recorded (checked) upload of that applicant, and only to that applicant (its
 * applicantToken) or to staff, under its recorded name; anyone else gets the same 404 as for a missing file, so
 * the answer does not tell which keys exist. Other files (postings' and posts' attachments) take the requested name
 * only with the stored object's own extension, else the object's own name (boundFileName).
 */
export async function getDownloadUrl(ctx: With<'files'>, input: { filepath: string; filename: string }): Promise<string> {
  const key = input.filepath.replace(/^\/+/, '');
  if (!fileKeys.isCanonical(key) || !fileKeys.isOwnedBy(key, ctx.tenant.id)) throw notFound(messages.api.fileNotFound);
  if (fileKeys.inApplicantArea(key, ctx.tenant.id)) {
    // A recorded upload was copied to this key at confirm: its record is the proof, no second look at the store.
    const upload = await readableUpload(ctx, key);
    if (!upload) throw notFound(messages.api.fileNotFound);
    return ctx.files.downloadUrl(key, upload.filename);
  }
  if (!(await fileExists(ctx, key))) throw notFound(messages.api.fileNotFound);
  return ctx.files.downloadUrl(key, boundFileName(key, input.filename));
}

/** Whether the company's file is in the store; while the store fails, a 503 that says so (the link may be tried again). */
async function fileExists(ctx: With<'files'>, key: string): Promise<boolean> {
  try {
    return await ctx.files.exists(key);
  } catch (e) {
    throw e instanceof ServiceUnavailableError ? unavailable(messages.api.fileStoreUnavailable, e) : e;
  }
}

/** The owner's upload record of exactly this key, when the caller may read it (owner's token or staff). */
async function readableUpload(ctx: With<'files'>, key: string): Promise<UploadRecord | undefined> {
  const owner = fileKeys.applicantOf(key, ctx.tenant.id);
  if (owner === undefined) return undefined;
  if (ctx.actor.kind === 'staff') {
    // A handoff's session reads only the files of the applicant its link named.
    if (!staffMayReadFilesOf(ctx.actor, owner)) return undefined;
  } else {
    const token = ctx.applicantToken ? await ctx.repos.applicantTokens.find(ctx.applicantToken) : undefined;
    // A staff test-mode token opens nothing without its staff session.
    if (token?.applicantId !== owner || token.staffSession !== undefined) return undefined;
    const applicant = await ctx.repos.applicants.get(owner);
    if (!applicant || !sameEpoch(token, applicant)) return undefined;
  }
  return ctx.repos.uploads.find(owner, key);
}
