import { extensionOf, normalizeFileName } from '@portal/shared/form/file-limits';

/**
 * The name an organisation's stored file is served or answered under: the requested wording (a posting's display name)
 * only when it names a file of the stored object's own extension, otherwise the object's own name, the last segment of
 * its key. A link can then never serve checked bytes as another kind of file, such as an .exe or .html (finding 32).
 */
export function boundFileName(key: string, requested: string): string {
  const stored = key.slice(key.lastIndexOf('/') + 1);
  const wanted = normalizeFileName(requested);
  return wanted !== '' && extensionOf(wanted) === extensionOf(stored) ? wanted : stored;
}
