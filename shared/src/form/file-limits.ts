import { constants } from '../constants.ts';
import { uploadMessages as M } from '../messages/uploads.ts';
import type { Item } from '../form-model/definition.ts';

/**
 * Upload limits of a photo or file item (spec 3 'Item' file configuration, 5 'File upload', 9 'Files'):
 * one definition for the browser's checks before an upload and the server's checks after it.
 * Sizes in the definition are MB, where 1 MB = 1024 × 1024 bytes.
 */
export const MB = 1024 * 1024;

/** Image kinds an ID photo may be (sniffed on the server; declared type and extension in the browser). */
export const photoContentTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const photoExtensions = ['jpg', 'jpeg', 'png', 'gif'] as const;

export interface FileLimits {
  /** Per-file limit in bytes (max_size MB, else 20 MB). */
  maxBytes: number;
  /** The message when one file is over maxBytes: max_size set → '파일 용량을…', default → '20MB 이하…'. */
  sizeMessage: string;
  /** Files per field (max_count); undefined = no limit. */
  maxCount: number | undefined;
  /** All files of the field together, in bytes (total_max_size MB); undefined = no limit. */
  totalBytes: number | undefined;
  /** Longest file name (input_type.max_length) and its message. */
  maxNameLength: number | undefined;
  nameMessage: string | undefined;
}

const positive = (n: number | null | undefined): number | undefined => (typeof n === 'number' && n > 0 ? n : undefined);

export function fileLimits(item: Item): FileLimits {
  const maxSize = positive(item.max_size);
  const maxLength = item.input_type.max_length;
  return {
    maxBytes: maxSize ? Math.floor(maxSize * MB) : constants.defaultFileLimitBytes,
    sizeMessage: maxSize ? M.size : M.defaultSize,
    maxCount: positive(item.max_count),
    totalBytes: positive(item.total_max_size) ? Math.floor(item.total_max_size! * MB) : undefined,
    maxNameLength: maxLength && maxLength.value > 0 ? maxLength.value : undefined,
    nameMessage: maxLength && maxLength.value > 0 ? (maxLength.message ?? M.filenameTooLong(maxLength.value)) : undefined,
  };
}

export const isUploadItem = (item: Item) => item.input_type.type === 'photo' || item.input_type.type === 'file';

/**
 * The name the applicant's file system will give the file, used for every check, for storage and for display:
 * NFC, the last path part, no control or format characters (bidi overrides, zero-width), no NTFS alternate
 * stream (':…'), and no trailing dots or spaces, which Windows drops ('setup.exe.' and 'a.exe . .' open as .exe).
 */
export function normalizeFileName(filename: string): string {
  const base = filename.normalize('NFC').replace(/[\p{Cc}\p{Cf}]/gu, '').split(/[\\/]/).pop() ?? '';
  const colon = base.indexOf(':');
  return (colon >= 0 ? base.slice(0, colon) : base).replace(/[.\s]+$/u, '').trim();
}

/** The lower-case extension of the normalised file name, without the dot ('' when none). */
export function extensionOf(filename: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(normalizeFileName(filename));
  return m ? m[1]!.toLowerCase() : '';
}

/** The browser's view of a photo before upload: a JPEG, PNG or GIF by type or extension. */
export function looksLikePhoto(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  if (type) return (photoContentTypes as readonly string[]).includes(type);
  return (photoExtensions as readonly string[]).includes(extensionOf(file.name));
}

/**
 * The spec's checks of a selection before anything is uploaded, in the spec's order: count (existing + new),
 * then each file's size, then the total. Answers the first message, or undefined when all pass.
 */
export function checkSelection(item: Item, existingSizes: readonly number[], files: readonly { name: string; size: number }[]): string | undefined {
  const l = fileLimits(item);
  if (l.maxCount !== undefined && existingSizes.length + files.length > l.maxCount) return M.count;
  for (const f of files) {
    if (l.maxNameLength !== undefined && f.name.length > l.maxNameLength) return l.nameMessage;
    if (f.size > l.maxBytes) return l.sizeMessage;
    if (f.size === 0) return M.emptyFile;
  }
  const total = [...existingSizes, ...files.map((f) => f.size)].reduce((a, b) => a + b, 0);
  if (l.totalBytes !== undefined && total > l.totalBytes) return M.totalSize;
  return undefined;
}
