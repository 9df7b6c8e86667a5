import { apiPath } from '@portal/shared/api/contract';
import { HandoffLogin } from '@portal/shared/api/handoff';
import { messages } from '@portal/shared/messages';
import { handoffMessages } from '@portal/shared/messages/handoff';
import type { HandoffLogin as HandoffSession } from '@portal/shared/schemas/handoff';
import { apiHeaders, parseBody } from '../../../lib/api-client.ts';
import { reportContractDrift } from '../../../lib/contract-drift.ts';

export type { HandoffSession };

/**
 * Why the login gave no session. `refused`: the link is unknown, used, expired, another tenant's or malformed (4xx),
 * or the answer held no access token; trying again cannot help. `unavailable`: the network or the server failed (5xx,
 * 429); the same link may be tried again.
 */
export class HandoffLoginError extends Error {
  readonly kind: 'refused' | 'unavailable';
  readonly status: number;

  constructor(kind: 'refused' | 'unavailable', message: string, status: number) {
    super(message);
    this.name = 'HandoffLoginError';
    this.kind = kind;
    this.status = status;
  }
}

const messageOf = (body: unknown): string | undefined => {
  const m = (body as { message?: unknown } | undefined)?.message;
  return typeof m === 'string' && m !== '' ? m : undefined;
};

/**
 * POST /api/app/handoff/login with the route's auth value as `_token` (spec part 2, 2.18 step 2). Sent beside the API
 * client on purpose: the endpoint is app scope only, whatever session the tab already holds, and the client's 401
 * handling (clear the session, go home) must not run for a refused link, which stores nothing and moves nowhere.
 */
export async function handoffLogin(auth: string): Promise<HandoffSession> {
  const headers = apiHeaders();
  // A visitor call: no earlier staff session or applicant token goes with it.
  delete headers.Authorization;
  headers.applicantToken = '';
  headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiPath(HandoffLogin.scopes[0], HandoffLogin.path), {
      method: HandoffLogin.method,
      headers,
      credentials: 'same-origin',
      body: JSON.stringify({ _token: auth }),
    });
  } catch {
    throw new HandoffLoginError('unavailable', messages.common.errorRetry, 0);
  }
  let body: unknown;
  try {
    body = parseBody(await response.text());
  } catch {
    body = undefined;
  }
  if (response.status === 429 || response.status >= 500) throw new HandoffLoginError('unavailable', messageOf(body) ?? messages.common.errorRetry, response.status);
  if (!response.ok) throw new HandoffLoginError('refused', messageOf(body) ?? handoffMessages.linkInvalid, response.status);
  const parsed = HandoffLogin.response.safeParse(body);
  if (!parsed.success) {
    if (import.meta.env.MODE === 'test') reportContractDrift(HandoffLogin.id, parsed.error.issues);
    throw new HandoffLoginError('refused', handoffMessages.linkInvalid, response.status);
  }
  // Only a login that returns an access token proceeds (spec part 2, section 6).
  if (!parsed.data.access_token) throw new HandoffLoginError('refused', handoffMessages.linkInvalid, response.status);
  return parsed.data;
}

/** One login per link and page load: the link is single use, and React's development double effects must not spend it twice. */
const logins = new Map<string, Promise<HandoffSession>>();

/**
 * The login of `auth`, sent at most once while it succeeds or is refused. An unavailable server or network forgets it,
 * so that trying again sends it again.
 */
export function logInOnce(auth: string): Promise<HandoffSession> {
  const known = logins.get(auth);
  if (known) return known;
  const started = handoffLogin(auth);
  logins.set(auth, started);
  started.catch((e: unknown) => {
    if (e instanceof HandoffLoginError && e.kind === 'unavailable' && logins.get(auth) === started) logins.delete(auth);
  });
  return started;
}

/** Tests only: forgets every login of this page load. */
export function forgetHandoffLogins(): void {
  logins.clear();
}
