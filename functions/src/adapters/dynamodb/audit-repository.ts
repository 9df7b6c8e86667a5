import { randomBytes } from 'node:crypto';
import { chainRecord } from '../../domain/audit/audit-chain.ts';
import type { AuditChainShard, AuditEntry, AuditPosition, AuditRecord, AuditRepository, ChainedAuditRecord } from '../../domain/ports.ts';
import { AUDIT_SHARDS, auditShardOf, entity, keys } from './keys.ts';
import { stripKeys, type Item, type TenantTable } from './tenant-table.ts';

/** Rounds one page may make at most: every month of the longest period (366 days touch 14 months) once, and some more; a round reads each shard once, in parallel. */
const MAX_ROUNDS = 16;
/** Tries of appending to a shard's chain: each lost race (another writer took the next link) reads the head again. */
const CHAIN_TRIES = 40;

const previousMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** A stored record and its id, the random part of its sort key `<at>#<id>`. */
const entryOf = (item: Item): AuditEntry => {
  const sk = String(item.sk);
  const { link: _l, prev: _p, hash: _h, subject: _s, salt: _t, forgotten: _f, ...record } = stripKeys<ChainedAuditRecord>(item);
  return { ...record, id: sk.slice(sk.lastIndexOf('#') + 1) };
};
/** What the domain reads of a record: what was recorded, without its id and chain. */
const recordOf = (item: Item): AuditRecord => {
  const { id: _id, ...record } = entryOf(item);
  return record;
};

const conditionFailed = (e: unknown) => {
  const name = (e as { name?: string }).name;
  return name === 'TransactionCanceledException' || name === 'ConditionalCheckFailedException';
};
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 2 * 2 ** Math.min(attempt, 6))));

/** Every partition of a month's trail: its shards, and the one partition records were written to before them. */
const monthPartitions = (month: string) => [...keys.auditShards(month), keys.auditUnshardedMonth(month)];

export function auditRepository(table: TenantTable): AuditRepository {
  /**
   * Appends a record to its shard's chain: reads the head, writes the record as the next link and moves the head in one
   * transaction under the head's link number, so two writers never take the same place (the loser reads the head again).
   */
  async function append(entry: AuditEntry): Promise<void> {
    const month = entry.at.slice(0, 7);
    const shard = auditShardOf(entry.id);
    const headKey = keys.auditChainHead(month, shard);
    for (let attempt = 1; ; attempt++) {
      const head = await table.get<{ link: number; hash: string }>(headKey, { consistent: true });
      const record = chainRecord(entry, head && { link: Number(head.link), hash: String(head.hash) }, randomBytes(16).toString('hex'));
      try {
        const r = await table.transact([
          { kind: 'put', key: keys.audit(month, entry.at, entry.id), entity: entity.audit, item: { ...record }, condition: 'attribute_not_exists(pk)' },
          head
            ? { kind: 'update', key: headKey, update: 'SET link = :n, #h = :h ADD version :one', condition: 'link = :old', names: { '#h': 'hash' }, values: { ':n': record.link, ':h': record.hash, ':old': head.link, ':one': 1 } }
            : { kind: 'put', key: headKey, entity: entity.auditChainHead, item: { link: record.link, hash: record.hash, month, shard, version: 1 }, condition: 'attribute_not_exists(pk)' },
        ]);
        if (r.ok) return;
      } catch (e) {
        // Throttling or a concurrent transaction on the head, past the table's own retries: the same as a lost race.
        if (!conditionFailed(e)) throw e;
      }
      // A try the SDK repeated after a lost answer may have been applied: the record is then in its place already.
      if (await table.get(keys.audit(month, entry.at, entry.id), { consistent: true })) return;
      if (attempt >= CHAIN_TRIES) throw new Error(`audit chain ${month}#${shard}: no link after ${CHAIN_TRIES} tries`);
      await pause(attempt);
    }
  }

  return {
    async record(entry) {
      const id = randomBytes(6).toString('hex');
      // The month trail holds every record but page saves (the deadline's hottest write); an application's trail every
      // record that names it. One new random id for both, and a record reads the same from either. The chain holds what
      // staff, API keys and the system did: an applicant's own writes (their submission, cancel, answers) are written
      // beside it in the same shards, unchained, so a deadline's submissions pay one write for their record, not a head
      // read and a two-item transaction, and never queue on a shard's head.
      const month = entry.at.slice(0, 7);
      await Promise.all([
        entry.action === 'application.saved'
          ? undefined
          : entry.actor.startsWith('applicant:')
            ? table.overwrite(keys.audit(month, entry.at, id), entity.audit, { ...entry })
            : append({ ...entry, id }),
        entry.applicantId === undefined ? undefined : table.overwrite(keys.applicantAudit(entry.applicantId, entry.at, id), entity.audit, { ...entry }),
      ]);
    },
    async listMonth(month) {
      const shards = await Promise.all(monthPartitions(month).map((k) => table.queryPrefix(k)));
      return shards
        .flat()
        .sort((a, b) => (String(a.sk) < String(b.sk) ? -1 : 1))
        .map(recordOf);
    },
    async readChains(month) {
      return Promise.all(
        Array.from({ length: AUDIT_SHARDS }, async (_, shard): Promise<AuditChainShard> => {
          const [items, head] = await Promise.all([table.queryPrefix(keys.auditShard(month, shard)), table.get<{ link: number; hash: string }>(keys.auditChainHead(month, shard), { consistent: true })]);
          // An applicant's own writes sit in the shards unchained (record above): the chain is the linked records.
          const records = items.filter((i) => i.link !== undefined).map((i) => ({ ...stripKeys<ChainedAuditRecord>(i) }));
          return { shard, records, head: head && { link: Number(head.link), hash: String(head.hash) } };
        }),
      );
    },
    async listNewestFirst(period, position, limit, applicantId) {
      if (applicantId !== undefined) {
        const last = position.last ? keys.applicantAudit(applicantId, position.last.at, position.last.id).sk : undefined;
        const page = await table.queryDescending(keys.applicantAuditAll(applicantId), period.from, last ?? period.to, limit + (last ? 1 : 0));
        const rows = page.items.filter((i) => i.sk !== last).map(entryOf).slice(0, limit);
        const tail = rows.at(-1);
        return { rows, next: page.more && tail ? { month: position.month, last: { at: tail.at, id: tail.id } } : undefined };
      }
      const rows: AuditEntry[] = [];
      const oldest = period.from.slice(0, 7);
      let at: AuditPosition = position;
      // Month partitions newest first; in each month every shard (and the unsharded partition of older records) read downwards from the position, merged by sort key
      // (`<at>#<id>`, one order across shards). An empty month costs one round.
      for (let round = 0; round < MAX_ROUNDS && at.month >= oldest; round++) {
        const last = at.last ? keys.audit(at.month, at.last.at, at.last.id).sk : undefined;
        const want = limit - rows.length + (last ? 1 : 0);
        // The upper bound is included: the last record read comes back first and is dropped. `to` is no record's key.
        const pages = await Promise.all(monthPartitions(at.month).map((k) => table.queryDescending(k, period.from, last ?? period.to, want)));
        // A shard that stopped short of the rest (its read's limit or size) is read on from its lowest record: nothing
        // below that may be answered yet, or the shard's records between would be skipped.
        const floor = pages.filter((p) => p.more && p.items.length > 0).map((p) => String(p.items.at(-1)!.sk)).sort().at(-1);
        const merged = pages
          .flatMap((p) => p.items)
          .filter((i) => i.sk !== last && (floor === undefined || String(i.sk) >= floor))
          .sort((a, b) => (String(a.sk) < String(b.sk) ? 1 : -1))
          .map(entryOf);
        for (const entry of merged) {
          rows.push(entry);
          if (rows.length === limit) return { rows, next: { month: at.month, last: { at: entry.at, id: entry.id } } };
        }
        const tail = merged.at(-1);
        at = floor !== undefined ? { month: at.month, last: tail ? { at: tail.at, id: tail.id } : at.last } : { month: previousMonth(at.month) };
      }
      return { rows, next: at.month >= oldest ? at : undefined };
    },
  };
}
