import { formatHandoffAuth, HANDOFF_TTL_SECONDS, handoffSecretHash, newHandoffAuth } from '../../functions/src/domain/handoff/handoff-link.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';

/** An unused handoff link of a tenant, stored as the integration API stores one: its id and the route's auth value. */
export async function createHandoffLink(tenantId: number, staffId = 'test.staff'): Promise<{ id: string; auth: string }> {
  const w = processWiring();
  const auth = newHandoffAuth(w.crypto);
  const now = w.clock.now();
  await w.reposFor(tenantId).handoffs.create({
    id: auth.id,
    secretHash: handoffSecretHash(w.crypto, auth),
    staffId,
    keyId: 'key_test',
    type: 'index',
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + HANDOFF_TTL_SECONDS,
  });
  return { id: auth.id, auth: formatHandoffAuth(auth) };
}
