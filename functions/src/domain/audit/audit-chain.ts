import { createHash } from 'node:crypto';
import { canonicalJson } from '@portal/shared/canonical-json';
import type { AuditEntry, ChainedAuditRecord } from '../ports.ts';

/**
 * The hash chain over one shard of a month's audit trail (안전성 확보조치 기준: access records kept tamper-evident;
 * docs/compliance.md). Each record carries its place (`link`, from 1), the hash of the record before (`prev`, GENESIS for
 * the first) and its own `hash`: SHA-256 over the canonical JSON of everything it stores with `prev`, except who it
 * names, which enters as `subject`, a salted digest. So the retention job can forget the applicant (remove the id and
 * the salt, keep the digest) without breaking the chain, and nobody can recover the id from the digest.
 */
export const GENESIS = '0'.repeat(64);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whom a record names: the fields a destruction may remove or rewrite. */
const subjectOf = (r: Pick<AuditEntry, 'actor' | 'applicantId' | 'applicantIds'>, salt: string) =>
  sha256(canonicalJson({ salt, actor: r.actor, applicantId: r.applicantId, applicantIds: r.applicantIds }));

/** The hash of a stored record: over what it stores, its subject digest and its prev, never its own hash or subject's parts. */
export function hashOf(record: Omit<ChainedAuditRecord, 'hash'> & { hash?: string | undefined }, subject: string): string {
  const { hash: _h, salt: _s, subject: _d, forgotten: _f, actor: _a, applicantId: _i, applicantIds: _is, ...rest } = record;
  return sha256(canonicalJson({ ...rest, subject }));
}

/** The record as the next link after `head` (undefined: the shard's first), with a fresh salt for its subject. */
export function chainRecord(entry: AuditEntry, head: { link: number; hash: string } | undefined, salt: string): ChainedAuditRecord {
  const subject = subjectOf(entry, salt);
  const linked = { ...entry, link: (head?.link ?? 0) + 1, prev: head?.hash ?? GENESIS, subject, salt };
  return { ...linked, hash: hashOf(linked, subject) };
}

/**
 * Why a stored record does not hold, or undefined: its subject no longer matches the salt it keeps (someone changed whom
 * it names), or its hash no longer matches what it stores. A forgotten record (the retention job removed the applicant
 * and the salt) is checked against the digest it kept.
 */
export function brokenRecord(record: ChainedAuditRecord): 'subject' | 'hash' | undefined {
  let subject = record.subject;
  if (record.salt !== undefined) {
    subject = subjectOf(record, record.salt);
    if (subject !== record.subject) return 'subject';
  } else if (record.forgotten !== true) return 'subject';
  return hashOf(record, subject) === record.hash ? undefined : 'hash';
}
