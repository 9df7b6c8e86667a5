import { messages } from '@portal/shared';
import type { Item } from '@portal/shared/form-model/definition';
import { fileLimits } from '@portal/shared/form/file-limits';
import type { UploadRecord } from '../ports.ts';

/**
 * The save-time check of one photo or file item's value (spec 5 'File upload'): every entry must be an upload
 * of this applicant that confirm-upload checked, and together they must keep the item's limits. Per-file limits
 * were checked at upload; they are checked again here because the value may name an upload made for another
 * item. `uploads` are the applicant's records (UploadRepository.listByApplicant). Answers the first problem as
 * a Korean message, or undefined when the value is acceptable. The required check stays with the page schema.
 */
export function checkFileList(item: Item, entries: readonly { filepath: string }[], uploads: readonly UploadRecord[]): string | undefined {
  const limits = fileLimits(item);
  const byKey = new Map(uploads.map((u) => [u.key, u]));
  if (limits.maxCount !== undefined && entries.length > limits.maxCount) return messages.uploads.count;
  if (new Set(entries.map((e) => e.filepath)).size !== entries.length) return messages.uploads.unknownFile;
  let total = 0;
  for (const entry of entries) {
    const upload = byKey.get(entry.filepath.replace(/^\/+/, ''));
    if (!upload) return messages.uploads.unknownFile;
    if (upload.filesize > limits.maxBytes) return limits.sizeMessage;
    if (item.input_type.type === 'photo' && !/^image\/(jpeg|png|gif)$/.test(upload.contentType)) return messages.uploads.photoOnlyImage;
    total += upload.filesize;
  }
  if (limits.totalBytes !== undefined && total > limits.totalBytes) return messages.uploads.totalSize;
  return undefined;
}

/**
 * The entries of a stored photo or file value: a file list, one entry, or a photo's bare path. Blank values
 * give []; anything else unrecognisable gives one entry that no upload matches (so it is refused).
 */
export function fileEntriesOf(value: unknown): { filepath: string }[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => {
    if (typeof v === 'string') return { filepath: v };
    if (v && typeof v === 'object' && typeof (v as { filepath?: unknown }).filepath === 'string') return { filepath: (v as { filepath: string }).filepath };
    return { filepath: '' };
  });
}
