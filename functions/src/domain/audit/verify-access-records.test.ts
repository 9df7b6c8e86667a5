import { describe, expect, it } from 'vitest';
import type { AuditChainShard, AuditEntry, AuditRepository, ChainedAuditRecord, TenantRepositories } from '../ports.ts';
import { brokenRecord, chainRecord, GENESIS } from './audit-chain.ts';
import { firstBrokenLink, verifyAccessRecords } from './verify-access-records.ts';

const entry = (n: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  action: 'integration.listed-applications',
  actor: 'integrator:key_hr',
  projectId: 7,
  applicantIds: [40 + n, 41 + n],
  kind: 'read',
  route: 'ListApplications',
  count: 2,
  at: `2026-03-01T00:00:0${n}.000Z`,
  id: `00000000000${n}`,
  ...extra,
});

/** A shard's chain of n records, written one after another as the repository writes them. */
function chainOf(n: number, shard = 0): AuditChainShard {
  const records: ChainedAuditRecord[] = [];
  for (let i = 1; i <= n; i++) records.push(chainRecord(entry(i), records.at(-1), `salt${i}`));
  const last = records.at(-1);
  return { shard, records, head: last && { link: last.link, hash: last.hash } };
}

describe('the access records chain', () => {
  it('links each record to the one before, from GENESIS, and a fresh record holds', () => {
    const { records } = chainOf(3);
    expect(records.map((r) => r.link)).toEqual([1, 2, 3]);
    expect(records[0]!.prev).toBe(GENESIS);
    expect(records[2]!.prev).toBe(records[1]!.hash);
    expect(records.every((r) => brokenRecord(r) === undefined)).toBe(true);
    expect(firstBrokenLink(chainOf(3))).toBeUndefined();
    expect(firstBrokenLink({ shard: 1, records: [], head: undefined })).toBeUndefined();
  });

  it('finds a changed count, a changed applicant and an added field as an edited record', () => {
    for (const edit of [{ count: 1 }, { applicantIds: [1, 2] }, { actor: 'staff:someone' }, { note: 'x' }] as Partial<ChainedAuditRecord>[]) {
      const chain = chainOf(3);
      chain.records[1] = { ...chain.records[1]!, ...edit };
      expect(firstBrokenLink(chain)).toMatchObject({ shard: 0, link: 2, id: '000000000002', reason: 'edited' });
    }
  });

  it('finds a deleted record, a deleted newest record, a record rehashed out of the chain and a second record at one link', () => {
    const deleted = chainOf(3);
    deleted.records.splice(1, 1);
    expect(firstBrokenLink(deleted)).toMatchObject({ link: 2, reason: 'missing' });

    const cut = chainOf(3);
    cut.records.pop();
    expect(firstBrokenLink(cut)).toMatchObject({ link: 3, reason: 'truncated' });

    // Edited and hashed again to look whole: it no longer follows the record before.
    const rehashed = chainOf(3);
    rehashed.records[1] = chainRecord({ ...entry(2), count: 1 }, { link: 1, hash: 'f'.repeat(64) }, 'salt');
    expect(firstBrokenLink(rehashed)).toMatchObject({ link: 2, reason: 'unlinked' });

    const forked = chainOf(2);
    forked.records.push(chainRecord(entry(3), forked.records[0], 'other'));
    expect(firstBrokenLink(forked)).toMatchObject({ link: 3, reason: 'missing' });
  });

  it("holds when the retention job forgets the applicant (the id and the salt go), and not when only the id goes", () => {
    const chain = chainOf(2);
    const { applicantIds: _ids, salt: _salt, ...rest } = chain.records[0]!;
    chain.records[0] = { ...rest, actor: 'integrator:key_hr', forgotten: true };
    expect(firstBrokenLink(chain)).toBeUndefined();
    const { applicantIds: _i, ...withSalt } = chainOf(2).records[0]!;
    expect(brokenRecord({ ...withSalt })).toBe('subject');
  });

  it('reports every shard, the forgotten, the heads and the first broken link of the month', async () => {
    const broken = chainOf(2, 3);
    broken.records[0] = { ...broken.records[0]!, count: 9 };
    const chains = [chainOf(2, 0), { shard: 1, records: [], head: undefined }, broken];
    const audit = { readChains: async () => chains } as unknown as AuditRepository;
    const report = await verifyAccessRecords({ repos: { audit } as unknown as TenantRepositories }, '2026-03');
    expect(report).toMatchObject({ month: '2026-03', records: 4, forgotten: 0, broken: { shard: 3, link: 1, reason: 'edited' } });
    expect(report.heads).toEqual([
      { shard: 0, link: 2, hash: chains[0]!.head!.hash },
      { shard: 1, link: 0, hash: '' },
      { shard: 3, link: 2, hash: broken.head!.hash },
    ]);
  });
});
