import { fileKeys } from './file-keys.ts';

/** S3's own limit on a key's length (UTF-8 bytes). */
const MAX_KEY_BYTES = 1024;

/**
 * The object key a '/files/public/…' request may read, from its raw path (still percent-encoded, not normalised by a
 * URL parser), or undefined. Each segment is checked on its own before it is joined, so no encoded '/' or '\', no
 * '.', '..' or empty segment and no control character can move the key; and the key must lie under the public
 * prefix of the tenant the request's host resolved to, never under its private files or another tenant's.
 */
export function resolvePublicFileKey(rawPath: string, companyId: number): string | undefined {
  if (!rawPath.startsWith('/')) return undefined;
  // Refused before decoding: an encoded slash, backslash or NUL is never part of a public asset's name.
  if (/%(2f|5c|00)/i.test(rawPath)) return undefined;
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[\u0000-\u001f\u007f/\\]/.test(segment)) return undefined;
    segments.push(segment);
  }
  const key = segments.join('/');
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return undefined;
  return key.startsWith(fileKeys.publicPrefix(companyId)) ? key : undefined;
}
