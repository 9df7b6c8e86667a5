import { randomBytes } from 'node:crypto';
import type { AuditEntry, AuditPosition, AuditRecord, AuditRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type Item, type TenantTable } from './tenant-table.ts';

/** Reads one page may make at most: every month of the longest period (366 days touch 14 months) once, and some more. */
const MAX_READS = 16;

const previousMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** A stored record and its id, the random part of its sort key `<at>#<id>`. */
const entryOf = (item: Item): AuditEntry => {
  const sk = String(item.sk);
  return { ...stripKeys<AuditRecord>(item), id: sk.slice(sk.lastIndexOf('#') + 1) };
};

export function auditRepository(table: TenantTable): AuditRepository {
  return {
    async record(entry) {
      const id = randomBytes(6).toString('hex');
      // The month trail holds every record but page saves (the deadline's hottest write); an application's trail every
      // record that names it. One new random id for both (so no read before the write), and a record reads the same from either.
      await Promise.all([
        entry.action === 'application.saved' ? undefined : table.overwrite(keys.audit(entry.at.slice(0, 7), entry.at, id), entity.audit, { ...entry }),
        entry.applicantId === undefined ? undefined : table.overwrite(keys.applicantAudit(entry.applicantId, entry.at, id), entity.audit, { ...entry }),
      ]);
    },
    async listMonth(month) {
      return (await table.queryPrefix(keys.auditMonth(month))).map((i) => stripKeys<AuditRecord>(i));
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
      // Month partitions newest first, each read downwards from the position; an empty month costs one read.
      for (let reads = 0; reads < MAX_READS && at.month >= oldest; reads++) {
        const last = at.last ? keys.audit(at.month, at.last.at, at.last.id).sk : undefined;
        // The upper bound is included: the last record read comes back first and is dropped. `to` is no record's key.
        const page = await table.queryDescending(keys.auditMonth(at.month), period.from, last ?? period.to, limit - rows.length + (last ? 1 : 0));
        const entries = page.items.filter((i) => i.sk !== last).map(entryOf);
        for (const entry of entries) {
          rows.push(entry);
          if (rows.length === limit) return { rows, next: { month: at.month, last: { at: entry.at, id: entry.id } } };
        }
        const tail = entries.at(-1);
        at = page.more ? { month: at.month, last: tail ? { at: tail.at, id: tail.id } : at.last } : { month: previousMonth(at.month) };
      }
      return { rows, next: at.month >= oldest ? at : undefined };
    },
  };
}
