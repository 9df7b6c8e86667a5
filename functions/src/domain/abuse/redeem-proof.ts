import { isRecord } from '@portal/shared/is-record';
import { extractParams, verifySolution } from 'altcha-lib/v1';
import type { AppContext } from '../context.ts';
import type { AbuseRoute } from '../ports.ts';
import { CHALLENGE, challengeAddressTag, challengeHmacKey } from './challenge.ts';

/** Longer than any proof of ours: nothing larger is decoded. */
const MAX_PROOF_CHARS = 2_000;

interface ProofPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/**
 * Whether `proof` (base64 of altcha's JSON payload) solves a challenge we signed for this tenant, this route and this
 * client address that has not expired on our clock, and, if so, uses it up: the first use writes a marker with a
 * conditional put, so a second use of the same solution is refused. Anything else (garbage, tampered, foreign, expired,
 * reused) is no proof, never an error: the caller answers a new challenge.
 */
export async function redeemProof(ctx: Pick<AppContext, 'crypto' | 'origin' | 'clock' | 'tenant' | 'repos'>, route: AbuseRoute, proof: string | undefined): Promise<boolean> {
  const payload = proof && proof.length <= MAX_PROOF_CHARS ? parseProof(proof) : undefined;
  if (!payload) return false;
  const bound = extractParams(payload);
  const nowSeconds = Math.floor(ctx.clock.now().getTime() / 1000);
  const expires = Number(bound.expires);
  if (bound.t !== String(ctx.tenant.id) || bound.r !== route || bound.a !== challengeAddressTag(ctx)) return false;
  if (!Number.isInteger(expires) || expires <= nowSeconds || expires > nowSeconds + CHALLENGE.lifetimeSeconds) return false;
  // Our clock decides the expiry (above), not the library's reading of the machine's.
  const solved = await verifySolution(payload, challengeHmacKey(ctx), false).catch(() => false);
  return solved && ctx.repos.abuse.useProof(payload.challenge, expires);
}

function parseProof(proof: string): ProofPayload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { algorithm, challenge, number, salt, signature } = value;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return undefined;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > CHALLENGE.maxnumber) return undefined;
  return { algorithm, challenge, number, salt, signature };
}
