import { describe, expect, it } from 'vitest';
import { nodeCrypto } from '../../adapters/node-crypto.ts';
import { formatHandoffAuth, handoffSecretHash, newHandoffAuth, parseHandoffAuth } from './handoff-link.ts';

const crypto = nodeCrypto('p'.repeat(32));

describe('handoff link values', () => {
  it('reads back the id and secret it wrote, and nothing shaped otherwise', () => {
    const auth = newHandoffAuth(crypto);
    expect(auth.id).toMatch(/^hof_[A-Za-z0-9_-]{16}$/);
    expect(parseHandoffAuth(formatHandoffAuth(auth))).toEqual(auth);
    for (const odd of ['', 'hof_x.y', `${auth.id}`, `${auth.id}.${auth.secret}.x`, `${auth.id}/${auth.secret}`, ` ${formatHandoffAuth(auth)}`]) expect(parseHandoffAuth(odd), odd).toBeUndefined();
  });

  it('hashes the secret under the pepper and the link id, so neither a copied hash nor another link’s secret matches', () => {
    const a = newHandoffAuth(crypto);
    const b = newHandoffAuth(crypto);
    expect(handoffSecretHash(crypto, a)).not.toBe(handoffSecretHash(crypto, { id: b.id, secret: a.secret }));
    expect(handoffSecretHash(crypto, a)).not.toBe(handoffSecretHash(nodeCrypto('q'.repeat(32)), a));
    expect(handoffSecretHash(crypto, a)).not.toContain(a.secret);
  });
});
