import { messages, type UploadedFile } from '@portal/shared';
import { fileLimits, normalizeFileName } from '@portal/shared/form/file-limits';
import type { With } from '../context.ts';
import { badRequest, conflict, forbidden, ServiceUnavailableError, unavailable } from '../errors.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { mimeOfKind, SNIFF_BYTES, sniffContent, type ContentKind } from './sniff-content.ts';
import { checkSniffedFile } from './upload-policy.ts';
import { resolveUploadTarget } from './upload-target.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import type { Item } from '@portal/shared/form-model/definition';
import { log } from '../log.ts';

export interface ConfirmUploadInput {
  applicantId: number;
  pageIndex: number;
  field: string;
  /** The staging key answered by createUploadUrl. */
  key: string;
  /** The name to show and to download under. */
  filename: string;
}

/** '<random>/<name>' under the applicant's staging prefix, as createUploadUrl builds it. */
export const OWN_KEY_REST = /^[A-Za-z0-9_-]{16,64}\/([^/]{1,120})$/;

/**
 * POST applicant/upload/{id}: checks the object that the browser PUT to its staging key (the store does not
 * enforce the presigned conditions, so this is the authority): it must be this applicant's staging key, exist,
 * be within the item's per-file size, and its sniffed content must fit the item. A refused object is deleted.
 * The accepted bytes are copied, pinned to the ETag that was sniffed, to a final key that no presigned URL can
 * write, so a later PUT to the same URL never reaches what is saved or served. The final key is recorded (the
 * save checks answers against these records) and answered as {filepath, filename, filesize}.
 * Count and total limits belong to the save (checkFileList), since files removed from the form still exist.
 */
export async function confirmUpload(ctx: With<'files'>, input: ConfirmUploadInput, caller: ApplicantCaller): Promise<UploadedFile> {
  const { applicant, item } = await resolveUploadTarget(ctx, input, caller);
  return acceptStagedUpload(ctx, applicant.id, item, input);
}

/**
 * The check and the move of one staged object, for any upload item (a form's photo or file item, or the Q&A page's
 * attachment item): recorded under the applicant with `field` and `pageIndex`. While the file store fails, the
 * answer is a 503 and nothing is claimed or recorded, so the same upload can be confirmed once it is back.
 */
export async function acceptStagedUpload(
  ctx: With<'files'>,
  applicantId: number,
  item: Item,
  input: { key: string; filename: string; field?: string; pageIndex: number },
): Promise<UploadedFile> {
  try {
    return await checkAndMove(ctx, applicantId, item, input);
  } catch (e) {
    throw e instanceof ServiceUnavailableError ? unavailable(messages.uploads.storeUnavailable, e) : e;
  }
}

async function checkAndMove(
  ctx: With<'files'>,
  applicantId: number,
  item: Item,
  input: { key: string; filename: string; field?: string; pageIndex: number },
): Promise<UploadedFile> {
  const applicant = { id: applicantId };
  const staging = fileKeys.stagingPrefix(ctx.tenant.id, applicant.id);
  const own = input.key.startsWith(staging) ? OWN_KEY_REST.exec(input.key.slice(staging.length)) : null;
  if (!own) throw forbidden(messages.uploads.notOwnFile);

  const { filename, size, etag, kind } = await checkStagedObject(ctx, input.key, item, input.filename);

  // A fresh random segment: every confirm gets its own final object, so nothing checked is ever overwritten.
  const key = `${fileKeys.applicantPrefix(ctx.tenant.id, applicant.id)}${ctx.crypto.randomToken().slice(0, 22)}/${own[1]}`;
  // One staging object is confirmed once: a repeat (a retry, a double click, a burst) answers the recorded file.
  const claim = await ctx.repos.uploads.claim(applicant.id, input.key, key);
  if (!claim.won) {
    const done = claim.finalKey ? await ctx.repos.uploads.find(applicant.id, claim.finalKey) : undefined;
    if (done) return { filepath: done.key, filename: done.filename, filesize: done.filesize };
    throw conflict(messages.uploads.confirmInProgress, { code: 'busy' });
  }
  let copied: boolean;
  try {
    copied = await ctx.files.copyIfUnchanged(input.key, key, etag);
    if (copied) {
      await ctx.repos.uploads.put({
        applicantId: applicant.id,
        key,
        filename,
        filesize: size,
        contentType: mimeOfKind[kind],
        field: input.field ?? item.input_type.field,
        pageIndex: input.pageIndex,
        createdAt: ctx.clock.now().toISOString(),
      });
    }
  } catch (e) {
    // Neither copied nor recorded for sure: the claim goes, so a retry checks and copies again (a copy made before
    // the failure stays unrecorded, never served).
    await ctx.repos.uploads.releaseClaim(applicant.id, input.key);
    throw e;
  }
  if (!copied) {
    await ctx.repos.uploads.releaseClaim(applicant.id, input.key);
    return refuseStaged(ctx, input.key, messages.uploads.changedDuringCheck);
  }
  // Recorded: the staging object is only clutter now, and the bucket's lifecycle rule expires it if this delete fails.
  await ctx.files.delete(input.key).catch((e: unknown) => log.warn('staging object not deleted', { error: String(e) }));
  return { filepath: key, filename, filesize: size };
}

/** Deletes a refused staged object and answers the refusal (while the store fails, the lifecycle rule expires it). */
export async function refuseStaged(ctx: With<'files'>, key: string, message: string): Promise<never> {
  await ctx.files.delete(key).catch((e: unknown) => {
    if (!(e instanceof ServiceUnavailableError)) throw e;
  });
  throw badRequest(message);
}

/**
 * The checks of one staged object against an upload item, for every kind of upload: it exists, is not empty, is
 * within the item's per-file size, its normalised name fits, and its sniffed content is what its name says. A refused
 * object is deleted. Answers the name as judged, the size, the ETag of the checked bytes and their kind.
 */
export async function checkStagedObject(ctx: With<'files'>, key: string, item: Item, rawFilename: string): Promise<{ filename: string; size: number; etag: string; kind: ContentKind }> {
  const head = await ctx.files.head(key);
  if (!head) throw badRequest(messages.uploads.notUploaded);
  const limits = fileLimits(item);
  if (head.size === 0) return refuseStaged(ctx, key, messages.uploads.emptyFile);
  if (head.size > limits.maxBytes) return refuseStaged(ctx, key, limits.sizeMessage);
  // Judged, stored and shown as the uploader's file system will name it (no trailing dots, no alternate stream).
  const filename = normalizeFileName(rawFilename);
  if (limits.maxNameLength !== undefined && filename.length > limits.maxNameLength) return refuseStaged(ctx, key, limits.nameMessage!);
  const start = await ctx.files.readStart(key, SNIFF_BYTES);
  if (start.etag !== head.etag) return refuseStaged(ctx, key, messages.uploads.changedDuringCheck);
  const kind = sniffContent(start.bytes);
  const refused = checkSniffedFile(item, filename, kind);
  if (refused) return refuseStaged(ctx, key, refused);
  return { filename, size: head.size, etag: head.etag, kind };
}
