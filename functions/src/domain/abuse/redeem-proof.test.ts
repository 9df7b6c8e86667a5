import { describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import { nodeCrypto } from '../../adapters/node-crypto.ts';
import type { AbuseChallenge } from '@portal/shared/api/contract';
import type { AppContext } from '../context.ts';
import { CHALLENGE } from './challenge.ts';
import { issueChallenge } from './issue-challenge.ts';
import { redeemProof } from './redeem-proof.ts';

const START = Date.UTC(2026, 10, 28, 3, 0, 0);

/** A request's context as the challenge sees it: tenant, client address, clock, the pepper's crypto and the used-proof markers. */
function context(over: { tenant?: number; ip?: string; pepper?: string } = {}) {
  const used = new Set<string>();
  let now = START;
  const ctx = {
    tenant: { id: over.tenant ?? 7, domainKey: 'seven' },
    origin: { protocol: 'https', host: 'seven.example.com', sourceIp: over.ip ?? '203.0.113.9' },
    clock: { now: () => new Date(now) },
    crypto: nodeCrypto(over.pepper ?? 'test-pepper-0123456789abcdef'),
    repos: { abuse: { useProof: async (id: string) => !used.has(id) && Boolean(used.add(id)) } },
  } as unknown as AppContext;
  return { ctx, used, later: (ms: number) => void (now += ms) };
}

/** Solves a challenge as the browser does (altcha-lib's solver) and encodes the payload as the x-altcha-proof header. */
async function solve(c: AbuseChallenge, tamper: (p: Record<string, unknown>) => void = () => {}): Promise<string> {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const payload: Record<string, unknown> = { algorithm: c.algorithm, challenge: c.challenge, number: solution!.number, salt: c.salt, signature: c.signature };
  tamper(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('redeemProof (issue 40 item 3)', () => {
  it('takes a solved challenge of this tenant, route and address once, and refuses its second use', async () => {
    const { ctx, used } = context();
    const challenge = await issueChallenge(ctx, 'check');
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: CHALLENGE.maxnumber });
    // The salt names what it is bound to, signed with it; the client address only as a keyed hash.
    expect(challenge.salt).toMatch(/\?t=7&r=check&a=[0-9a-f]{32}&expires=\d+&$/);
    expect(challenge.salt).not.toContain('203.0.113.9');
    const proof = await solve(challenge);
    expect(await redeemProof(ctx, 'check', proof)).toBe(true);
    expect(used.size).toBe(1);
    expect(await redeemProof(ctx, 'check', proof)).toBe(false);
  });

  it("refuses a proof for another route, another tenant or another address, or one that expired, and uses none of them up", async () => {
    const { ctx, used, later } = context();
    const proof = await solve(await issueChallenge(ctx, 'check'));
    expect(await redeemProof(ctx, 'find-password', proof)).toBe(false);
    expect(await redeemProof(ctx, 'qualification', proof)).toBe(false);
    expect(await redeemProof(context({ tenant: 8 }).ctx, 'check', proof)).toBe(false);
    expect(await redeemProof(context({ ip: '203.0.113.10' }).ctx, 'check', proof)).toBe(false);
    // Another deployment's key (another pepper) signed nothing of ours.
    expect(await redeemProof(context({ pepper: 'another-pepper-0123456789abcdef' }).ctx, 'check', proof)).toBe(false);
    later(CHALLENGE.lifetimeSeconds * 1000);
    expect(await redeemProof(ctx, 'check', proof)).toBe(false);
    expect(used.size).toBe(0);
  });

  it('refuses a tampered proof: a wrong number, another salt or challenge, a forged signature, garbage', async () => {
    const { ctx, used } = context();
    const challenge = await issueChallenge(ctx, 'qualification');
    const tampered = [
      await solve(challenge, (p) => void (p.number = (p.number as number) + 1)),
      await solve(challenge, (p) => void (p.salt = String(p.salt).replace('r=qualification', 'r=qualification&x=1'))),
      await solve(challenge, (p) => void (p.challenge = '0'.repeat(64))),
      await solve(challenge, (p) => void (p.signature = 'f'.repeat(64))),
      await solve(challenge, (p) => void (p.algorithm = 'SHA-1')),
      await solve(challenge, (p) => void (p.number = '12')),
    ];
    for (const proof of tampered) expect(await redeemProof(ctx, 'qualification', proof)).toBe(false);
    for (const junk of [undefined, '', 'not base64 at all', Buffer.from('null').toString('base64'), Buffer.from('[1,2]').toString('base64'), 'A'.repeat(5_000)]) {
      expect(await redeemProof(ctx, 'qualification', junk)).toBe(false);
    }
    expect(used.size).toBe(0);
  });
});
