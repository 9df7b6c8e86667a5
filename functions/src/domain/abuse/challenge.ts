import type { AppContext } from '../context.ts';

/**
 * The proof-of-work challenge of a counted route (issue 40 item 3, docs/security.md 35): altcha-lib's v1 format, SHA-256
 * of a salt and a secret number the client searches for from 0 to `maxnumber`. The difficulty is what a phone-profile
 * browser solves with a median under a second (BENCH_ONLY=challenge npm run bench); a proof lives a few minutes.
 */
export const CHALLENGE = {
  /** The search space: a client hashes maxnumber / 2 numbers on average. */
  maxnumber: 10_000,
  lifetimeSeconds: 300,
} as const;

/** The key challenges are signed with: derived from the pepper through the crypto port, never a secret of its own. */
export const challengeHmacKey = (ctx: Pick<AppContext, 'crypto'>) => ctx.crypto.keyedHash('abuse-challenge-hmac-key');

/** The client address as a challenge names it: a keyed hash of its own, so the failure counters' key never leaves the server. */
export const challengeAddressTag = (ctx: Pick<AppContext, 'crypto' | 'origin'>) => ctx.crypto.keyedHash(`abuse-challenge-address:${ctx.origin.sourceIp}`).slice(0, 32);
