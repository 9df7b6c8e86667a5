/** Site-relative file paths ('/files/public/...') are joined with the session's file domain. */
export function fileUrl(fileDomain: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  const base = fileDomain.replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}
