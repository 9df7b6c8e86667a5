import { describe, expect, it } from 'vitest';
import { APPLICANT_INDEX_SHARDS, DRAFT_INDEX_SHARDS, keys, type ItemKey } from './keys.ts';
import { TenantTable } from './tenant-table.ts';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Every builder of keys.ts that takes only numbers and strings, called with sample values. */
const everyTenantKey = (): [string, ItemKey][] => [
  ['company', keys.company()],
  ['posting', keys.posting(7)],
  ['projectTask', keys.projectTask(7, 8)],
  ['formPage', keys.formPage(8, 2)],
  ['staffSession', keys.staffSession('ab')],
  ['applicantToken', keys.applicantToken('ab')],
  ['passwordReset', keys.passwordReset('ab')],
  ['inquiry', keys.inquiry(42, 'ab')],
  ['audit', keys.audit('2026-11', '2026-11-26T00:00:00.000Z', 'ab')],
  ['auditShard', keys.auditShard('2026-11', 3)],
  ['auditChainHead', keys.auditChainHead('2026-11', 3)],
  ['verification', keys.verification('sms', 'apply', 'ab')],
  ['verificationRate', keys.verificationRate('sms', 'ab', 1)],
  ['verificationAddressRate', keys.verificationAddressRate('ab', 1)],
  ['verificationTenantRate', keys.verificationTenantRate(1, 3)],
  ['applicantCounter', keys.applicantCounter()],
  ['applicantNumberCounter', keys.applicantNumberCounter(7)],
  ['applicantIdentity', keys.applicantIdentity(7, 'ab')],
  ['applicant', keys.applicant(42)],
  ['applicantLogin', keys.applicantLogin(7, 'ab')],
  ['failurePair', keys.failurePair('ab', 'check', 'cd')],
  ['failureAddressRate', keys.failureAddressRate('check', 'cd', 1)],
  ['usedChallenge', keys.usedChallenge('ab')],
  ['applicantItems', keys.applicantItems(42)],
  ['answerPage', keys.answerPage(42, 1)],
  ['applicantIdempotency', keys.applicantIdempotency(42, '0b6c1f3e-5d2a-4c8e-9f41-2a7b3c4d5e6f')],
  ['visitorIdempotency', keys.visitorIdempotency('0b6c1f3e-5d2a-4c8e-9f41-2a7b3c4d5e6f')],
  ['submission', keys.submission(42, 1)],
  ['submissionPage', keys.submissionPage(42, 1, 0)],
  ['draft', keys.draft(42, 1)],
  ['upload', keys.upload(42, 'ab')],
  ['uploadClaim', keys.uploadClaim(42, 'ab')],
  ['examPlace', keys.examPlace(5, 6)],
  ['examChoice', keys.examChoice(5, 42)],
  ['examWait', keys.examWait(5, 6, keys.examWaitKey(1, 42))],
  ['apiKey', keys.apiKey('ab')],
  ['apiKeyIndex', keys.apiKeyIndex('key_ab')],
];

describe('the key layout', () => {
  it('puts every key of a tenant under the tenant, and no key of tenant 1 under tenant 12', () => {
    for (const [name, key] of everyTenantKey()) {
      const { pk } = keys.tableKey(1, key);
      expect(pk === 'T#1' || pk.startsWith('T#1#'), name).toBe(true);
      expect(keys.tableKey(12, key).pk.startsWith('T#1#'), name).toBe(false);
    }
  });

  it("keeps an applicant's answers, drafts, submissions and uploads in that applicant's own partition", () => {
    const own = keys.tableKey(1, keys.applicant(42)).pk;
    expect(own).toBe('T#1#A#000000000042');
    for (const key of [keys.answerPage(42, 1), keys.draft(42, 0), keys.submission(42, 1), keys.submissionPage(42, 1, 3), keys.upload(42, 'h'), keys.uploadClaim(42, 'h'), keys.inquiry(42, 'i'), keys.applicantIdempotency(42, 'k')]) {
      expect(keys.tableKey(1, key).pk).toBe(own);
    }
    expect(keys.tableKey(1, keys.applicant(43)).pk).not.toBe(own);
  });

  it('gives tokens, verification recipients, identities and counters partitions apart from the configuration', () => {
    const config = keys.tableKey(1, keys.company()).pk;
    for (const key of [keys.applicantToken('a'), keys.passwordReset('a'), keys.staffSession('a'), keys.verification('sms', 'apply', 'a'), keys.applicantIdentity(7, 'a'), keys.applicantCounter(), keys.applicantNumberCounter(7)]) {
      expect(keys.tableKey(1, key).pk).not.toBe(config);
    }
    expect(keys.tableKey(1, keys.applicantToken('a')).pk).not.toBe(keys.tableKey(1, keys.applicantToken('b')).pk);
    // A recipient's code and its hourly send count share the recipient's partition; the tenant's budget is sharded.
    expect(keys.tableKey(1, keys.verificationRate('sms', 'a', 9)).pk).toBe(keys.tableKey(1, keys.verification('sms', 'apply', 'a')).pk);
    expect(new Set([0, 1, 2, 3].map((s) => keys.tableKey(1, keys.verificationTenantRate(9, s)).pk)).size).toBe(4);
  });

  it("keeps an auth save's idempotency record (no applicant yet) in a partition of its key, under the tenant", () => {
    const key = '0b6c1f3e-5d2a-4c8e-9f41-2a7b3c4d5e6f';
    expect(keys.tableKey(1, keys.visitorIdempotency(key)).pk).toBe(`T#1#IDEMPOTENCY#${key}`);
    expect(keys.tableKey(1, keys.visitorIdempotency(key)).pk).not.toBe(keys.tableKey(1, keys.visitorIdempotency('other')).pk);
    expect(keys.tableKey(1, keys.visitorIdempotency(key)).pk.startsWith('T#1#A#')).toBe(false);
  });

  it("spreads a project's draft index over its shards by applicant, and lists every shard", () => {
    const shards = keys.draftGsiPks(1, 7);
    expect(shards).toHaveLength(DRAFT_INDEX_SHARDS);
    expect(new Set(shards).size).toBe(DRAFT_INDEX_SHARDS);
    const used = new Set(Array.from({ length: 1000 }, (_, i) => keys.draftGsiPk(1, 7, i + 1)));
    expect([...used].sort()).toEqual([...shards].sort());
    for (const pk of shards) expect(pk.startsWith('T#1#DRAFTS#')).toBe(true);
  });
});

describe('the integration API keys', () => {
  it("gives each API key its own partition, and lists the tenant's keys in its configuration partition", () => {
    expect(keys.tableKey(1, keys.apiKey('a')).pk).toBe('T#1#APIKEY#a');
    expect(keys.tableKey(1, keys.apiKey('a')).pk).not.toBe(keys.tableKey(1, keys.apiKey('b')).pk);
    expect(keys.tableKey(1, keys.apiKeyIndex('key_a')).pk).toBe(keys.tableKey(1, keys.company()).pk);
    expect(keys.apiKeyIndex('key_a').sk.startsWith(keys.apiKeyIndexPrefix().sk)).toBe(true);
  });

  it("spreads a project's applicant index over its shards by applicant id, in id order within a shard", () => {
    const used = new Set(Array.from({ length: 1000 }, (_, i) => keys.applicantGsiPk(1, 7, keys.applicantGsiShard(i + 1))));
    expect(used.size).toBe(APPLICANT_INDEX_SHARDS);
    for (const pk of used) expect(pk.startsWith('T#1#APPS#000000000007#')).toBe(true);
    expect(keys.applicantGsiPk(1, 7, 0)).not.toBe(keys.applicantGsiPk(1, 70, 0));
    expect(keys.applicantGsiPk(12, 7, 0).startsWith('T#1#')).toBe(false);
    expect(keys.applicantGsiSk(9) < keys.applicantGsiSk(10)).toBe(true);
  });
});

describe('TenantTable keys', () => {
  const table = new TenantTable({} as DynamoDBDocumentClient, 'portal', 1);

  it('turns stored items of its tenant back into item keys', () => {
    expect(table.keyOf({ pk: 'T#1', sk: 'COMPANY' })).toEqual({ part: '', sk: 'COMPANY' });
    expect(table.keyOf({ pk: 'T#1#A#000000000042', sk: 'ANSWER#001' })).toEqual({ part: 'A#000000000042', sk: 'ANSWER#001' });
  });

  it("refuses another tenant's item, even one whose id starts with the same digits", () => {
    expect(() => table.keyOf({ pk: 'T#12', sk: 'COMPANY' })).toThrow();
    expect(() => table.keyOf({ pk: 'T#12#A#000000000042', sk: 'APPLICANT' })).toThrow();
    expect(() => table.keyOf({ pk: 'T#2#A#1', sk: 'APPLICANT' })).toThrow();
  });

  it("refuses to read another tenant's index partition page by page (the applicant listing's read)", async () => {
    await expect(table.queryGsi1After(keys.applicantGsiPk(12, 7, 0), '', { limit: 1 })).rejects.toThrow('gsi key outside the tenant');
    await expect(table.queryGsi1After('T#1', '', { limit: 1 })).rejects.toThrow('gsi key outside the tenant');
  });
});
