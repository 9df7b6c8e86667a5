import type { AbuseChallenge } from '@portal/shared/api/contract';
import { createChallenge } from 'altcha-lib/v1';
import type { AppContext } from '../context.ts';
import type { AbuseRoute } from '../ports.ts';
import { CHALLENGE, challengeAddressTag, challengeHmacKey } from './challenge.ts';

/**
 * A fresh challenge for a try on `route`: its salt binds it to the tenant, the route and the client address, and
 * carries its expiry (all signed with it), so redeemProof refuses it anywhere else or later.
 */
export async function issueChallenge(ctx: Pick<AppContext, 'crypto' | 'origin' | 'clock' | 'tenant'>, route: AbuseRoute): Promise<AbuseChallenge> {
  const c = await createChallenge({
    algorithm: 'SHA-256',
    hmacKey: challengeHmacKey(ctx),
    maxnumber: CHALLENGE.maxnumber,
    expires: new Date(ctx.clock.now().getTime() + CHALLENGE.lifetimeSeconds * 1000),
    params: { t: String(ctx.tenant.id), r: route, a: challengeAddressTag(ctx) },
  });
  return { algorithm: 'SHA-256', challenge: c.challenge, maxnumber: CHALLENGE.maxnumber, salt: c.salt, signature: c.signature };
}
