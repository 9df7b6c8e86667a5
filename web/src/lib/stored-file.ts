import { useEffect, useState } from 'react';
import { DownloadFile } from '@portal/shared/api/public-site';
import { call } from './api-client.ts';

/**
 * Stored files for any screen: the form engine's photo and file fields, the preview.
 * An applicant's own files need the applicantToken header, which a plain link cannot send, so the short-lived
 * address is asked first (GET download?filepath&filename&as=url) and then opened.
 */
export const getStoredFileLink = (file: { filepath: string; filename: string }, signal?: AbortSignal): Promise<string> =>
  call(DownloadFile, { query: { filepath: file.filepath, filename: file.filename, as: 'url' } }, { signal }).then((r) => r.url);

/** Opens a stored file: its own address when the server gave one (file_url), else one asked with the session's headers. */
export async function openStoredFile(file: { filepath: string; filename: string; file_url?: string | undefined }): Promise<void> {
  const url = file.file_url || (await getStoredFileLink(file));
  window.location.assign(url);
}

/** Addresses an <img> may show under the site CSP (img-src 'self' data: blob: https:). */
function showableDirectly(src: string): boolean {
  if (/^(data|blob|https):/i.test(src)) return true;
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * A displayable address of an image: `src` as is when the CSP lets an <img> load it; otherwise (the local S3
 * stand-in serves plain http on another port, allowed only for connections) fetched and shown as an object URL.
 * Without `src`, the stored `path` is asked for its address first. Undefined while loading or when unreadable.
 */
export function useDisplayableImage(src: string | null | undefined, path?: string | null): string | undefined {
  const direct = src && showableDirectly(src) ? src : undefined;
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (direct || (!src && !path)) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const address = src ? Promise.resolve(src) : getStoredFileLink({ filepath: path!, filename: path!.split('/').pop() || 'photo' }, controller.signal);
    address
      .then((link) => fetch(link, { signal: controller.signal }))
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [direct, src, path]);
  return direct ?? url;
}
