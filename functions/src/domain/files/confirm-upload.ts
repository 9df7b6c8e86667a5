import { messages, type UploadedFile } from '@portal/shared';
import { fileLimits } from '@portal/shared/form/file-limits';
import type { AppContext } from '../context.ts';
import { badRequest, forbidden } from '../errors.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { mimeOfKind, SNIFF_BYTES, sniffContent } from './sniff-content.ts';
import { checkSniffedFile } from './upload-policy.ts';
import { resolveUploadTarget } from './upload-target.ts';

export interface ConfirmUploadInput {
  applicantId: number;
  pageIndex: number;
  field: string;
  /** The object key answered by createUploadUrl. */
  key: string;
  /** The name to show and to download under. */
  filename: string;
}

/** '<random>/<name>' under the applicant's prefix, as createUploadUrl builds it. */
const OWN_KEY_REST = /^[A-Za-z0-9_-]{16,64}\/[^/]{1,120}$/;

/**
 * POST applicant/upload/{id}: checks the object that the browser PUT (the store does not enforce the presigned
 * conditions, so this is the authority): it must be this applicant's key, exist, be within the item's per-file
 * size, and its sniffed content must fit the item. A refused object is deleted. The accepted file is recorded
 * (the save checks answers against these records) and answered as {filepath, filename, filesize}.
 * Count and total limits belong to the save (checkFileList), since files removed from the form still exist.
 */
export async function confirmUpload(ctx: AppContext, input: ConfirmUploadInput): Promise<UploadedFile> {
  const { applicant, item } = await resolveUploadTarget(ctx, input);
  const prefix = fileKeys.applicantPrefix(ctx.tenant.id, applicant.id);
  if (!input.key.startsWith(prefix) || !OWN_KEY_REST.test(input.key.slice(prefix.length))) throw forbidden(messages.uploads.notOwnFile);

  const head = await ctx.files.head(input.key);
  if (!head) throw badRequest(messages.uploads.notUploaded);
  const limits = fileLimits(item);
  const refuse = async (message: string): Promise<never> => {
    await ctx.files.delete(input.key);
    throw badRequest(message);
  };
  if (head.size === 0) return refuse(messages.uploads.emptyFile);
  if (head.size > limits.maxBytes) return refuse(limits.sizeMessage);
  const filename = input.filename.trim();
  if (limits.maxNameLength !== undefined && filename.length > limits.maxNameLength) return refuse(limits.nameMessage!);

  const kind = sniffContent(await ctx.files.readStart(input.key, SNIFF_BYTES));
  const refused = checkSniffedFile(item, filename, kind);
  if (refused) return refuse(refused);

  await ctx.repos.uploads.put({
    applicantId: applicant.id,
    key: input.key,
    filename,
    filesize: head.size,
    contentType: mimeOfKind[kind],
    field: item.input_type.field,
    pageIndex: input.pageIndex,
    createdAt: ctx.clock.now().toISOString(),
  });
  return { filepath: input.key, filename, filesize: head.size };
}
