import { downloadLinkSchema } from '@portal/shared';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET download?filepath&filename&as=url: the short-lived address of a stored file, asked with the session's
 * headers. An applicant's own uploads need the applicantToken header, which a plain link cannot send.
 */
export const getDownloadLink = (file: { filepath: string; filename: string }, signal?: AbortSignal): Promise<string> =>
  apiGet('download', { query: { filepath: file.filepath, filename: file.filename, as: 'url' }, schema: downloadLinkSchema, ...(signal ? { signal } : {}) }).then((r) => r.url);
