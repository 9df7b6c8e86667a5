import { messages } from '@portal/shared';
import type { KeyScope } from '@portal/shared/api/contract';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../errors.ts';
import { apiKeyHash, isApiKeyShaped } from './api-key.ts';
import { integrationMessages } from '@portal/shared/messages/integration';
import { takeTry } from '../abuse/take-try.ts';
import { countFailure } from '../abuse/count-failure.ts';
import { readBearer } from '../read-bearer.ts';

/** A key's use is recorded at most this often (one conditional write per key and hour, not one per call). */
const RECORD_USE_EVERY_MS = 3600_000;

/**
 * The integration API's caller: the key in `Authorization: Bearer <key>`, looked up under the request's tenant (the
 * host's) only, so another tenant's key is as unknown as a made-up one. Unknown and revoked keys get one answer, and
 * count as failures on the abuse controls (functions/src/domain/abuse/): every wrong key from one client address is one
 * pair (the tenant's API is the 'person', so a client that changes the key each time is slowed all the same), which
 * waits longer after each failure past five. A valid key never takes a try: it is looked up first and never refused by
 * a wait, so a stranger's wrong keys, from any address, cannot hold an honest integration. The lookup of a 256-bit key
 * is no guess worth bounding; the count slows a client sending stale or made-up keys and tells it when to stop.
 */
export async function authenticateIntegrator(ctx: AppContext, authorization: string | undefined): Promise<{ keyId: string; keyHash: string; scopes: readonly KeyScope[] }> {
  const bearer = readBearer(authorization);
  if (bearer.kind === 'missing') throw unauthorized(messages.api.integratorOnly);
  if (bearer.kind === 'malformed') throw unauthorized(integrationMessages.malformedAuthorization);
  // Nothing shaped otherwise was ever issued: refused without a read (and without a count, which would cost writes).
  if (!isApiKeyShaped(bearer.token)) throw unauthorized(integrationMessages.invalidKey);
  const keyHash = apiKeyHash(ctx.crypto, bearer.token);
  const key = await ctx.repos.apiKeys.findByHash(keyHash);
  if (!key || key.revokedAt) {
    // A 429 with the wait when this address has failed too often; otherwise the failure counts and the answer is 401.
    await countFailure(ctx, await takeTry(ctx, 'integration-key', ctx.crypto.keyedHash(INTEGRATION_API_PERSON)));
    throw unauthorized(integrationMessages.invalidKey);
  }
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - RECORD_USE_EVERY_MS).toISOString();
  if (!key.lastUsedAt || key.lastUsedAt < since) {
    // Bookkeeping only: a failed write must not fail the caller's request.
    await ctx.repos.apiKeys.recordUse(keyHash, now.toISOString(), since).catch(() => undefined);
  }
  return { keyId: key.id, keyHash, scopes: key.scopes ?? ['read'] };
}

/** Whose failures a wrong key counts as: the tenant's integration API (the repositories are the tenant's already). */
const INTEGRATION_API_PERSON = 'integration-api';
