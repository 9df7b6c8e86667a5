import { messages } from '@portal/shared';
import type { ZodType } from 'zod';
import { takeStartedRequest } from './early-requests.ts';
import { apiHeaders, buildUrl, jsonRequestInit, type QueryValue } from './request-init.ts';
import { session } from './session.ts';

export { apiBase, apiHeaders, buildUrl, type QueryValue } from './request-init.ts';

/**
 * The one fetch wrapper (spec part 1 section 7 'General'):
 * - base /api/admin/ when the staff access token exists, else /api/app/;
 * - headers Authorization, workspace, applicantToken and X-Timezone on every call;
 * - bodies that are a JSON string holding base64-encoded JSON are decoded;
 * - HTTP 401 clears the session and goes to '/';
 * - failures become an ApiError carrying the server's Korean message, or a generic one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly field: string | undefined;

  constructor(message: string, status: number, body?: unknown, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.field = field;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export interface RequestOptions<T> {
  query?: Record<string, QueryValue>;
  /** Validates (and fills defaults of) the answer. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

let onUnauthorized: () => void = () => {
  window.location.assign('/');
};

/** The router registers a client-side navigation to '/' here. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The attachment download address (a 302 to the file), opened as a plain link. */
export function downloadUrl(file: { filepath: string; filename: string }): string {
  return buildUrl('download', { filepath: file.filepath, filename: file.filename });
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Decodes a base64 string holding JSON; undefined when it is not one. */
export function decodeBase64Json(value: string): unknown {
  const compact = value.trim();
  if (compact.length < 4 || compact.length % 4 === 1 || !BASE64.test(compact)) return undefined;
  try {
    const binary = atob(compact);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Plain JSON, a JSON string of base64 JSON, or a bare base64 body: all become the JSON value. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const decoded = decodeBase64Json(text);
    return decoded === undefined ? text : decoded;
  }
  if (typeof value === 'string') {
    const decoded = decodeBase64Json(value);
    if (decoded !== undefined) return decoded;
  }
  return value;
}

function errorFrom(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown; field?: unknown };
    const text = typeof b.message === 'string' ? b.message : typeof b.error === 'string' ? b.error : undefined;
    if (text) return new ApiError(text, status, body, typeof b.field === 'string' ? b.field : undefined);
  }
  return new ApiError(status === 404 ? messages.api.notFound : messages.common.errorRetry, status, body);
}

export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  let init: RequestInit;
  if (options.body instanceof FormData) init = { method, headers: apiHeaders(), credentials: 'same-origin', body: options.body };
  else init = jsonRequestInit(method, options.body);
  const url = buildUrl(path, options.query);
  // The same call started at page load (early-requests.ts), if any; it was sent without this call's abort signal.
  const started = takeStartedRequest(url, init);
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await (started ?? fetch(url, init));
  } catch (e) {
    if ((e as { name?: string })?.name === 'AbortError') throw e;
    throw new ApiError(messages.common.errorRetry, 0);
  }

  let body: unknown;
  try {
    body = parseBody(await response.text());
  } catch {
    body = undefined;
  }

  if (response.status === 401) {
    // An ended applicant session says so before the move home (spec 8 'Session limit').
    const ended = (body as { code?: unknown; message?: unknown } | undefined)?.code === 'session';
    const message = ended ? String((body as { message: unknown }).message) : messages.api.unauthorized;
    session.clear();
    if (ended) window.alert(message);
    onUnauthorized();
    throw new ApiError(message, 401, body);
  }

  if (!response.ok) throw errorFrom(response.status, body);

  if (options.schema) {
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      console.error('[api] unexpected answer', path, parsed.error.issues);
      throw new ApiError(messages.common.errorOccurred, response.status, body);
    }
    return parsed.data;
  }
  return body as T;
}

export const apiGet = <T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
  request<T>(path, { ...options, method: 'GET' });

/** The Korean text to show for any failure. */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  return messages.common.errorRetry;
}
