import { messages } from '@portal/shared/messages';
import { challengeProofHeader, type Endpoint } from '@portal/shared/api/contract';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import type { z, ZodType } from 'zod';
import { reportContractDrift } from './contract-drift.ts';
import { takeStartedRequest } from './early-requests.ts';
import { apiHeaders, buildUrl, fillPath, jsonRequestInit, type QueryValue } from './request-init.ts';
import { session } from './session.ts';
import { showNotice } from '../components/notice-events.ts';

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

interface RequestOptions {
  query?: Record<string, QueryValue> | undefined;
  signal?: AbortSignal | undefined;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Headers the contract declares (an idempotency key), added to the ones every call carries. */
  headers?: Record<string, string> | undefined;
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
  return buildUrl(plainRoutes.DownloadFile.path, { filepath: file.filepath, filename: file.filename });
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

const credentialsOf = (h: RequestInit['headers']) => {
  const o = h as Record<string, string | undefined>;
  return `${o.Authorization ?? ''} ${o.applicantToken ?? ''}`;
};

/** Sends one call and answers its parsed body; a 401 ends the session, any other failure is an ApiError. */
async function request(path: string, options: RequestOptions): Promise<{ body: unknown; status: number }> {
  const method = options.method;
  let init: RequestInit;
  if (options.body instanceof FormData) init = { method, headers: apiHeaders(), credentials: 'same-origin', body: options.body };
  else init = jsonRequestInit(method, options.body);
  if (options.headers) init.headers = { ...(init.headers as Record<string, string>), ...options.headers };
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

  // A 401 for credentials the session no longer holds (a handoff replaced them meanwhile) ends nothing.
  if (response.status === 401 && credentialsOf(init.headers) !== credentialsOf(apiHeaders())) throw new ApiError(messages.api.unauthorized, 401, body);
  if (response.status === 401) {
    // An ended applicant session says so before the move home (spec 8 'Session limit').
    const ended = (body as { code?: unknown; message?: unknown } | undefined)?.code === 'session';
    const message = ended ? String((body as { message: unknown }).message) : messages.api.unauthorized;
    session.clear();
    if (ended) await showNotice(message);
    onUnauthorized();
    throw new ApiError(message, 401, body);
  }

  // A counted route asks a busy network for a proof of work (docs/security.md 35): solved in the background, the same call
  // sent once more with it; only if that fails does the server's message show.
  const challenge = response.status === 429 && !options.headers?.[challengeProofHeader] && (body as { challenge?: unknown } | undefined)?.challenge;
  if (challenge) {
    const proof = await import('./challenge/answer-challenge.ts').then((m) => m.answerChallenge(challenge), () => undefined);
    if (proof) return request(path, { ...options, headers: { ...options.headers, [challengeProofHeader]: proof } });
  }
  if (!response.ok) throw errorFrom(response.status, body);
  return { body, status: response.status };
}

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
type SchemaOf<E, K extends 'query' | 'body' | 'headers'> = E extends { readonly [k in K]: infer S extends z.ZodType } ? S : undefined;

/** What a call of an endpoint sends: its path's values, its query, its body and its declared headers, typed by its contract. */
export type CallInput<E extends Endpoint> = ([ParamNames<E['path']>] extends [never] ? { params?: never } : { params: Record<ParamNames<E['path']>, string | number> }) &
  (SchemaOf<E, 'query'> extends z.ZodType ? { query?: { [K in keyof z.input<SchemaOf<E, 'query'>>]?: QueryValue } } : { query?: never }) &
  (SchemaOf<E, 'body'> extends z.ZodType ? { body: z.input<SchemaOf<E, 'body'>> } : { body?: never }) &
  (SchemaOf<E, 'headers'> extends z.ZodType ? { headers?: z.input<SchemaOf<E, 'headers'>> } : { headers?: never });

export interface CallOptions<T> {
  signal?: AbortSignal | undefined;
  /**
   * A narrower reading of the answer than the contract's (one variant of a union, or fields the screen adds as
   * optional configuration). The contract's own schema still checks the answer in the web tests (contract-drift.ts).
   */
  schema?: ZodType<T>;
}

/** The address of an endpoint with its path values and query, under the caller's scope (app or admin). */
export function urlOf<E extends Endpoint>(contract: E, input: Pick<CallInput<E>, 'params' | 'query'>): string {
  return buildUrl(fillPath(contract.path, input.params as Record<string, string | number> | undefined), input.query as Record<string, QueryValue> | undefined);
}

/**
 * Calls an endpoint by its contract (shared/src/api): the contract gives the method, the path and the answer's
 * schema, so no screen writes an API path. The answer is parsed with the contract's response schema, or with the
 * narrower `options.schema`; an answer that does not fit becomes the generic Korean error.
 */
export function call<E extends Endpoint>(contract: E, input: CallInput<E>, options?: { signal?: AbortSignal | undefined }): Promise<z.output<E['response']>>;
export function call<E extends Endpoint, T>(contract: E, input: CallInput<E>, options: CallOptions<T> & { schema: ZodType<T> }): Promise<T>;
export async function call<E extends Endpoint, T>(contract: E, input: CallInput<E>, options: CallOptions<T> = {}): Promise<unknown> {
  const { params, query, body, headers } = input as { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown; headers?: Record<string, string | undefined> };
  const method = contract.method;
  // A POST without a declared body sends an empty object, as the API has always been called.
  const sent = method === 'GET' ? undefined : (body ?? {});
  const path = fillPath(contract.path, params);
  const extra = headers ? Object.fromEntries(Object.entries(headers).filter((h): h is [string, string] => h[1] !== undefined)) : undefined;
  const answer = await request(path, { method, query, body: sent, signal: options.signal, headers: extra });
  if (import.meta.env.MODE === 'test' && options.schema) {
    const checked = contract.response.safeParse(answer.body);
    if (!checked.success) reportContractDrift(contract.id, checked.error.issues);
  }
  const parsed = (options.schema ?? contract.response).safeParse(answer.body);
  if (!parsed.success) {
    if (import.meta.env.MODE === 'test') reportContractDrift(contract.id, parsed.error.issues);
    console.error('[api] unexpected answer', contract.id, parsed.error.issues);
    throw new ApiError(messages.common.errorOccurred, answer.status, answer.body);
  }
  return parsed.data;
}

type PlainRoute = (typeof plainRoutes)[keyof typeof plainRoutes];

/**
 * Calls an endpoint marked `plain` (shared/src/api/contract.ts) without zod and its schemas: `read` gives what the
 * contract's response schema would (lib/plain-readers.ts), or undefined for an answer that does not fit, which becomes
 * the generic Korean error as in call().
 */
export async function plainCall<T>(
  route: PlainRoute,
  input: { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal | undefined; headers?: Record<string, string> | undefined },
  read: (body: unknown) => T | undefined,
): Promise<T> {
  // As call(): a POST without a body sends an empty object.
  const sent = route.method === 'GET' ? undefined : (input.body ?? {});
  const answer = await request(fillPath(route.path, input.params), { method: route.method, query: input.query, body: sent, signal: input.signal, headers: input.headers });
  const value = read(answer.body);
  if (value === undefined) {
    console.error('[api] unexpected answer', route.path);
    throw new ApiError(messages.common.errorOccurred, answer.status, answer.body);
  }
  return value;
}

/** The Korean text to show for any failure. */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  return messages.common.errorRetry;
}
