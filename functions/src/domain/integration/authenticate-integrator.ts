import { messages } from '@portal/shared';
import type { KeyScope } from '@portal/shared/api/contract';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../errors.ts';
import { apiKeyHash, isApiKeyShaped } from './api-key.ts';
import { integrationMessages } from '@portal/shared/messages/integration';

/** A key's use is recorded at most this often (one conditional write per key and hour, not one per call). */
const RECORD_USE_EVERY_MS = 3600_000;

/** What an Authorization header holds: nothing, something other than `Bearer <token>`, or a bearer token. */
export function readBearer(header: string | undefined): { kind: 'missing' } | { kind: 'malformed' } | { kind: 'token'; token: string } {
  const value = header?.trim();
  if (!value) return { kind: 'missing' };
  const m = /^Bearer +([^\s]+)$/i.exec(value);
  return m ? { kind: 'token', token: m[1]! } : { kind: 'malformed' };
}

/**
 * The integration API's caller: the key in `Authorization: Bearer <key>`, looked up under the request's tenant (the
 * host's) only, so another tenant's key is as unknown as a made-up one. Unknown and revoked keys get one answer.
 */
export async function authenticateIntegrator(ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock'>, authorization: string | undefined): Promise<{ keyId: string; keyHash: string; scopes: readonly KeyScope[] }> {
  const bearer = readBearer(authorization);
  if (bearer.kind === 'missing') throw unauthorized(messages.api.integratorOnly);
  if (bearer.kind === 'malformed') throw unauthorized(integrationMessages.malformedAuthorization);
  // Nothing shaped otherwise was ever issued: refused without a read.
  if (!isApiKeyShaped(bearer.token)) throw unauthorized(integrationMessages.invalidKey);
  const keyHash = apiKeyHash(ctx.crypto, bearer.token);
  const key = await ctx.repos.apiKeys.findByHash(keyHash);
  if (!key || key.revokedAt) throw unauthorized(integrationMessages.invalidKey);
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - RECORD_USE_EVERY_MS).toISOString();
  if (!key.lastUsedAt || key.lastUsedAt < since) {
    // Bookkeeping only: a failed write must not fail the caller's request.
    await ctx.repos.apiKeys.recordUse(keyHash, now.toISOString(), since).catch(() => undefined);
  }
  return { keyId: key.id, keyHash, scopes: key.scopes ?? ['read'] };
}
