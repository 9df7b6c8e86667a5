import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { nodeCrypto } from '../../adapters/node-crypto.ts';
import type { AppContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import type { AbuseRepository } from '../ports.ts';
import { memoryAbuse } from './abuse-test-store.ts';
import { takeTry } from './take-try.ts';

/** A pair whose record another try of the same pair changes between every read and swap: every swap loses its race. */
function alwaysRaced(): AbuseRepository {
  return { ...memoryAbuse(), swapPair: async () => false };
}

function ctxWith(abuse: AbuseRepository, challenge: AppContext['challenge']): AppContext {
  return {
    tenant: { id: 9, domainKey: 'tenant-x' },
    actor: { kind: 'visitor' },
    origin: { protocol: 'http', host: 'tenant-x.localhost', sourceIp: '198.51.100.9' },
    clock: { now: () => new Date(Date.UTC(2026, 11, 1, 3, 0, 0)) },
    crypto: nodeCrypto('test-pepper-0123456789abcdef'),
    challenge,
    repos: { abuse, company: { getRecent: async () => undefined } },
  } as unknown as AppContext;
}

const refusalOf = async (p: Promise<unknown>) => {
  const e = await p.then(() => undefined, (x: unknown) => x);
  if (!(e instanceof DomainError)) throw new Error(`expected a refusal, got ${String(e)}`);
  return e;
};

describe('takeTry', () => {
  it('offers a challenge with the wait to a try that keeps losing races to its own pair, where the route can take one', async () => {
    const e = await refusalOf(takeTry(ctxWith(alwaysRaced(), { proof: undefined, edgeBusy: false }), 'find-password', 'person'));
    expect(e.kind).toBe('too-many-requests');
    expect(e.message).toBe(messages.findApplication.password.waitBeforeRetry(1));
    expect(e.details).toMatchObject({ retryAfterSeconds: 1, challenge: { algorithm: 'SHA-256' } });
  });

  it('tells a try that keeps losing races only to wait on a route that takes no challenge', async () => {
    const e = await refusalOf(takeTry(ctxWith(alwaysRaced(), undefined), 'find-password', 'person'));
    expect([e.kind, e.details]).toEqual(['too-many-requests', { retryAfterSeconds: 1 }]);
  });
});
