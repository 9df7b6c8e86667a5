import { messages } from '@portal/shared';
import type { AppContext, RequestOrigin } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import type { CodeRecord, CryptoPort, VerificationPurpose } from '../ports.ts';

/** Marker codeHash of a pending identity request (it has no code; it is never "verified"). */
export const IDENTITY_REQUEST_MARKER = 'identity-request';
/**
 * How long a pending request can be confirmed: the provider accepts its request for 10 minutes
 * and its result for another 10; the rest is slack for a slow applicant.
 */
export const IDENTITY_REQUEST_SECONDS = 30 * 60;

/**
 * Where the pending request lives in the verification store. A keyed hash of the request id, so
 * the request id alone (which the browser sees) is not the key, and a pending request can never
 * be mistaken for a verified auth_seq (which is stored under itself, with the person).
 */
export const identityRequestKey = (crypto: CryptoPort, requestId: string) => crypto.keyedHash(`identity-request:${requestId}`);

/**
 * verify/request/auth: encodes a request for the identity provider. The SPA POSTs `request_info`
 * as form field `field` to `action` in a 500x550 popup; the provider comes back to
 * `{returnUrl}/{success|fail}/{requestId}?EncodeData=…`.
 *
 * The request is remembered for this tenant and project (the server-side equivalent of the
 * provider's "compare REQ_SEQ with the session" step), so a result can only be confirmed on the
 * site and for the project it was started for, and only once.
 */
export async function requestIdentityVerification(
  ctx: AppContext,
  input: { projectId: number; returnUrl: string; purpose?: VerificationPurpose | undefined },
): Promise<{ request_info: string; action: string; field: string }> {
  const found = await ctx.repos.projects.getWithTasks(input.projectId);
  if (!found || (found.project.status !== 'Y' && ctx.actor.kind !== 'staff')) throw notFound(messages.identity.projectNotFound);
  // Only projects that use identity verification may start one (no free provider lookups).
  if (!found.project.verify_options.auth) throw badRequest(messages.identity.notUsed);
  const returnUrl = sameSiteReturnUrl(input.returnUrl, ctx.origin);
  if (!returnUrl) throw badRequest(messages.identity.invalidReturnUrl, { field: 'url' });

  const requestId = ctx.crypto.randomToken();
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const pending: CodeRecord = {
    channel: 'auth',
    purpose: input.purpose ?? 'applicant_certification',
    projectId: input.projectId,
    codeHash: IDENTITY_REQUEST_MARKER,
    codeExpiresAt: now + IDENTITY_REQUEST_SECONDS,
    attempts: 0,
  };
  const encoded = await ctx.identity.createRequest({ requestId, returnUrl });
  await ctx.repos.verifications.putCode(identityRequestKey(ctx.crypto, requestId), pending, IDENTITY_REQUEST_SECONDS);
  return { request_info: encoded.requestInfo, action: encoded.action, field: encoded.field };
}

/**
 * The popup's return address as an absolute URL on the request's own site, or undefined.
 * Accepts a path ('/identity-callback') or an http(s) URL whose host is the request's host.
 * No query, fragment, credentials, backslashes or control characters: the provider appends
 * '/{result}/{seq}?EncodeData=…' to it.
 */
export function sameSiteReturnUrl(raw: string, origin: RequestOrigin): string | undefined {
  const value = raw.trim();
  if (!value || value.length > 500 || /[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let base: URL;
  try {
    base = new URL(`${origin.protocol}://${origin.host}`);
  } catch {
    return undefined;
  }
  let url: URL;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return undefined;
    url = new URL(value, base);
  } else {
    try {
      url = new URL(value);
    } catch {
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.host !== base.host || url.username || url.password) return undefined;
  }
  if (url.search || url.hash || value.includes('?') || value.includes('#')) return undefined;
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}
