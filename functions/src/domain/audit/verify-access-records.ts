import type { AppContext } from '../context.ts';
import type { AuditChainShard } from '../ports.ts';
import { brokenRecord, GENESIS } from './audit-chain.ts';

/** Why a link of a shard's chain does not hold. */
export type BrokenLinkReason =
  /** A record's content or whom it names was changed after it was written. */
  | 'edited'
  /** A place in the chain is missing (a record deleted) or taken twice. */
  | 'missing'
  /** The record does not follow the one before it (records reordered or replaced). */
  | 'unlinked'
  /** The chain ends before its head says it does (the newest records deleted), or has no head at all. */
  | 'truncated';

export interface BrokenLink {
  shard: number;
  /** The place in the chain where it breaks. */
  link: number;
  /** The record found there, if any. */
  id?: string | undefined;
  at?: string | undefined;
  reason: BrokenLinkReason;
}

export interface AccessRecordCheck {
  month: string;
  records: number;
  /** Records whose applicant the retention job forgot (checked against the digest they kept). */
  forgotten: number;
  /** The head of each shard's chain ('' for a shard nothing was written to): what an operator may keep apart to compare later. */
  heads: { shard: number; link: number; hash: string }[];
  /** The first broken link, shard by shard; undefined: every chain holds. */
  broken: BrokenLink | undefined;
}

/** The first place one shard's chain breaks, walking from its first record to its head; undefined when it holds. */
export function firstBrokenLink(chain: AuditChainShard): BrokenLink | undefined {
  const records = [...chain.records].sort((a, b) => a.link - b.link);
  let prev = GENESIS;
  for (const [i, record] of records.entries()) {
    const at = { shard: chain.shard, link: i + 1, id: record.id, at: record.at };
    if (record.link !== i + 1) return { ...at, reason: 'missing' };
    if (brokenRecord(record)) return { ...at, reason: 'edited' };
    if (record.prev !== prev) return { ...at, reason: 'unlinked' };
    prev = record.hash;
  }
  const head = chain.head;
  if (!head && records.length === 0) return undefined;
  if (!head || head.link !== records.length || head.hash !== prev) return { shard: chain.shard, link: records.length + 1, reason: 'truncated' };
  return undefined;
}

/**
 * Walks every shard of a month's audit trail (`portal access-verify`) and reports the first broken link: an edited,
 * deleted, reordered or cut-off record. What it cannot see is a chain rewritten whole from a shard's start with its head;
 * the heads it answers, kept apart by the operator, show that too.
 */
export async function verifyAccessRecords(ctx: Pick<AppContext, 'repos'>, month: string): Promise<AccessRecordCheck> {
  const chains = await ctx.repos.audit.readChains(month);
  let broken: BrokenLink | undefined;
  for (const chain of chains) {
    broken = firstBrokenLink(chain);
    if (broken) break;
  }
  return {
    month,
    records: chains.reduce((n, c) => n + c.records.length, 0),
    forgotten: chains.reduce((n, c) => n + c.records.filter((r) => r.forgotten === true).length, 0),
    heads: chains.map((c) => ({ shard: c.shard, link: c.head?.link ?? 0, hash: c.head?.hash ?? '' })),
    broken,
  };
}
