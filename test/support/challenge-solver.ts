import { createHash } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import type { AbuseChallenge } from '@portal/shared/api/contract';

/** The challenge a 429 carries (docs/security.md 35), if any. */
export const challengeIn = (json: unknown): AbuseChallenge | undefined => (json as { challenge?: AbuseChallenge } | undefined)?.challenge;

/** altcha's payload for a solved number, as the x-altcha-proof header carries it (base64 of its JSON). */
const proofOf = (c: AbuseChallenge, number: number) => Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString('base64');

/** Solves a challenge as the browser does, with altcha-lib's solver (WebCrypto, one number at a time). */
export async function solveWithAltcha(c: AbuseChallenge): Promise<string> {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('altcha found no number for the challenge');
  return proofOf(c, solution.number);
}

/**
 * Solves the same puzzle (SHA-256 of salt + number) with node:crypto: what a scripted attacker runs, and what the
 * thousand-person burst uses, since altcha-lib's solver awaits WebCrypto per number (~30,000 a second here, so a thousand
 * solves would take minutes). The server verifies both alike.
 */
export function solveNatively(c: AbuseChallenge): string {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) return proofOf(c, n);
  }
  throw new Error('no number solves the challenge');
}
