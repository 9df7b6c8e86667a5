import type { CryptoPort } from '../ports.ts';

/** A handoff link is usable this long after it is minted: long enough to click, short enough not to linger in a mail. */
export const HANDOFF_TTL_SECONDS = 5 * 60;
/** The staff session a handoff opens: a working day, unless revoked before. */
export const HANDOFF_SESSION_SECONDS = 8 * 3600;

/** The route's auth value: `<id>.<secret>`. The id is public (it names the link for revoking); the secret is stored hashed. */
export interface HandoffAuth {
  id: string;
  secret: string;
}

export function newHandoffAuth(crypto: Pick<CryptoPort, 'randomToken'>): HandoffAuth {
  return { id: `hof_${crypto.randomToken().slice(0, 16)}`, secret: crypto.randomToken() };
}

export const formatHandoffAuth = (auth: HandoffAuth) => `${auth.id}.${auth.secret}`;

/** The parts of an auth value, or undefined when it was never shaped like one (HandoffLogin's schema checks this first). */
export function parseHandoffAuth(value: string): HandoffAuth | undefined {
  const m = /^(hof_[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{20,100})$/.exec(value);
  return m ? { id: m[1]!, secret: m[2]! } : undefined;
}

/** Keyed, so a copy of the table alone cannot forge a link. */
export const handoffSecretHash = (crypto: Pick<CryptoPort, 'keyedHash'>, auth: HandoffAuth) => crypto.keyedHash(`handoff:${auth.id}:${auth.secret}`);
