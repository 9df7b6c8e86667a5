import { useEffect, useState } from 'react';
import { getDownloadLink } from './api/get-download-link.ts';

/**
 * A displayable address of a stored image: the short-lived download address is fetched with the session's
 * headers and shown as an object URL (the page's CSP allows blob: images, and the upload origin only for
 * connections). Undefined while loading, when there is no path, or when the file cannot be read.
 */
export function useStoredImage(filepath: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!filepath) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    getDownloadLink({ filepath, filename: filepath.split('/').pop() || 'photo' }, controller.signal)
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
  }, [filepath]);
  return url;
}
