import type { ServerResponse } from 'node:http';

/** The origin of a return URL, for a simulator page's CSP form-action ('' when it is not http(s)). */
export function originOf(url: string | undefined): string {
  if (!url) return '';
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch {
    return '';
  }
}

/**
 * Writes a provider simulator's popup page (identity, language score) with strict headers. The page's form posts to
 * itself and is then redirected to the return URL, so both origins are allowed as form actions.
 */
export function simulatorPage(res: ServerResponse, status: number, html: string, returnUrl?: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${originOf(returnUrl)}; frame-ancestors 'none'; base-uri 'none'`.replace(/ ;/g, ';'),
  });
  res.end(html);
}
