import { messages, type UploadedFile } from '@portal/shared';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import type { With } from '../context.ts';
import { forbidden, ServiceUnavailableError, unavailable } from '../errors.ts';
import { boundFileName } from '../files/bound-file-name.ts';
import { checkStagedObject, OWN_KEY_REST, refuseStaged } from '../files/confirm-upload.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { siteAttachmentItem } from './site-attachment-item.ts';
import { log } from '../log.ts';

/**
 * POST /api/integration/files: checks an attachment the organisation's system PUT to its staging key (exists, within
 * the size, content of the kind its name says; a refused object is deleted) and copies the checked bytes, pinned to
 * their ETag, to 'files/t/<tenant>/site/<random>/<name>', where no presigned URL writes. The answer's filepath is
 * what postings and board posts name in `files`. The final key follows from the staging key, so a retry after a lost
 * answer finds the file already there and answers it again, under a name bound to the stored file (boundFileName).
 */
export async function confirmSiteUpload(ctx: With<'files'>, input: { key: string; filename: string }): Promise<UploadedFile> {
  const staging = fileKeys.siteStagingPrefix(ctx.tenant.id);
  const own = input.key.startsWith(staging) ? OWN_KEY_REST.exec(input.key.slice(staging.length)) : null;
  if (!own) throw forbidden(m.siteFileNotOwn);
  const finalKey = `${fileKeys.sitePrefix(ctx.tenant.id)}${input.key.slice(staging.length)}`;
  try {
    const done = await ctx.files.head(finalKey);
    if (done) return { filepath: finalKey, filename: boundFileName(finalKey, input.filename), filesize: done.size };
    const { filename, size, etag } = await checkStagedObject(ctx, input.key, siteAttachmentItem, input.filename);
    if (!(await ctx.files.copyIfUnchanged(input.key, finalKey, etag))) return await refuseStaged(ctx, input.key, messages.uploads.changedDuringCheck);
    // Copied: the staging object is only clutter now, and the bucket's lifecycle rule expires it if this delete fails.
    await ctx.files.delete(input.key).catch((e: unknown) => log.warn('staging object not deleted', { error: String(e) }));
    return { filepath: finalKey, filename, filesize: size };
  } catch (e) {
    throw e instanceof ServiceUnavailableError ? unavailable(messages.uploads.storeUnavailable, e) : e;
  }
}
