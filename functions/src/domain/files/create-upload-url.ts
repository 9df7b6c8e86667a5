import { messages, type UploadUrlResult } from '@portal/shared';
import { fileLimits, normalizeFileName } from '@portal/shared/form/file-limits';
import type { With } from '../context.ts';
import { badRequest } from '../errors.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { checkDeclaredFile, storedContentType } from './upload-policy.ts';
import { resolveUploadTarget } from './upload-target.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import type { Item } from '@portal/shared/form-model/definition';

/** How long the browser has to start the PUT: short, since the URL can write its staging key until then. */
export const UPLOAD_URL_TTL_SECONDS = 60;

export interface CreateUploadUrlInput {
  applicantId: number;
  pageIndex: number;
  /** input_type.field of the photo or file item. */
  field: string;
  filename: string;
  /** Declared size in bytes (the browser's File.size); the real size is checked again after the upload. */
  size: number;
  contentType: string;
}

/**
 * POST applicant/upload-url/{id}: a presigned PUT of one staging object for one file of one photo or file item.
 * Refuses what the declaration already shows to be wrong (size over the item's limit, a photo that is not an
 * image, an executable name); confirm-upload.ts checks what actually arrived and moves it to its final key.
 */
export async function createUploadUrl(ctx: With<'files'>, input: CreateUploadUrlInput, caller: ApplicantCaller): Promise<UploadUrlResult> {
  const { applicant, item } = await resolveUploadTarget(ctx, input, caller);
  return presignStagedUpload(ctx, applicant.id, item, input);
}

/** The declared-file checks and the presigned PUT of one staging object of the applicant, for any upload item. */
export const presignStagedUpload = (ctx: With<'files'>, applicantId: number, item: Item, input: { filename: string; size: number; contentType: string }): Promise<UploadUrlResult> =>
  presignStagedObject(ctx, fileKeys.stagingPrefix(ctx.tenant.id, applicantId), item, input);

/** The same under any staging prefix (an organisation's attachments have their own). */
export async function presignStagedObject(ctx: With<'files'>, stagingPrefix: string, item: Item, input: { filename: string; size: number; contentType: string }): Promise<UploadUrlResult> {
  const limits = fileLimits(item);
  const filename = normalizeFileName(input.filename);
  if (input.size === 0) throw badRequest(messages.uploads.emptyFile);
  if (input.size > limits.maxBytes) throw badRequest(limits.sizeMessage);
  if (limits.maxNameLength !== undefined && filename.length > limits.maxNameLength) throw badRequest(limits.nameMessage!);
  const refused = checkDeclaredFile(item, filename, input.contentType);
  if (refused) throw badRequest(refused);

  const random = ctx.crypto.randomToken().slice(0, 22);
  const key = `${stagingPrefix}${random}/${safeObjectName(filename)}`;
  const contentType = storedContentType(input.contentType);
  const { url, headers } = await ctx.files.presignPut(key, contentType, input.size, UPLOAD_URL_TTL_SECONDS);
  return { url, method: 'PUT', headers, key };
}

/** The last key segment: letters (any script), digits, '.', '-', '_'; at most 100 characters, extension kept. */
export function safeObjectName(filename: string): string {
  const base = filename.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^[._]+/, '').replace(/_+/g, '_');
  if (name.length > 100) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 11 ? name.slice(dot) : '';
    name = name.slice(0, 100 - ext.length) + ext;
  }
  return name || 'file';
}
