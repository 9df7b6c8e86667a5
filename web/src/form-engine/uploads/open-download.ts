import { getDownloadLink } from './api/get-download-link.ts';

/** Opens a stored file (an attachment download) through an address asked with the session's headers. */
export async function openDownload(file: { filepath: string; filename: string }): Promise<void> {
  const url = await getDownloadLink(file);
  window.location.assign(url);
}
