import { session } from './session.ts';

/**
 * How every API call is addressed and which headers it carries (spec part 1 section 7 'General'). Kept apart from
 * api-client.ts, which needs the shared message catalogue, so that early-requests.ts can use it before the rest of
 * the bundle has been evaluated.
 */

export type QueryValue = string | number | boolean | undefined | null;

/** '/api/admin/' for authenticated staff, else '/api/app/'. */
export function apiBase(): string {
  return session.isAuthenticated() ? '/api/admin/' : '/api/app/';
}

let zone: string | undefined;

/** Temporal where the browser has it (Chromium 144+, Firefox 139+): one lookup, no formatter. */
type TemporalNow = { Now: { timeZoneId(): string } };

/**
 * Read once per document, and without Intl where possible: the first Intl.DateTimeFormat() of a document loads the
 * locale's date data and took 40-120 ms of the landing page's main thread, before its first paint, while Temporal's
 * answer takes a fraction of a millisecond. Every call sends the header.
 */
function timeZone(): string {
  if (zone) return zone;
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    zone = temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Seoul';
  } catch {
    zone = 'Asia/Seoul';
  }
  return zone;
}

export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    workspace: session.workspace() ?? '',
    applicantToken: session.applicantToken() ?? '',
    'X-Timezone': timeZone(),
  };
  const token = session.accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The values of a path's `{name}` placeholders. */
export type PathValues = Record<string, string | number>;

/** A contract's path with its `{name}` placeholders filled, each value URL-encoded. */
export function fillPath(path: string, params: PathValues = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path value {${name}} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = apiBase() + path.replace(/^\/+/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** A JSON request as api-client's request() sends it: the same method, address, headers and body. */
export function jsonRequestInit(method: 'GET' | 'POST' | 'PUT' | 'DELETE', body?: unknown): RequestInit & { headers: Record<string, string> } {
  const headers = apiHeaders();
  const init: RequestInit & { headers: Record<string, string> } = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return init;
}
