import type { DestructionCounts, DestructionKind, DestructionRecord, ProjectRetention, RetentionRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type Item, type TenantTable } from './tenant-table.ts';

const KINDS: readonly DestructionKind[] = ['applicants', 'answers', 'drafts', 'submissions', 'steps', 'uploads', 'fileVersions', 'inquiries', 'messages', 'auditRecords', 'examChoices', 'other'];

/** Counts stored as `count_<kind>` on the retention item (each added atomically with its applicant's delete). */
const countsOf = (item: Item): DestructionCounts => Object.fromEntries(KINDS.map((k) => [k, Number(item[`count_${k}`] ?? 0)])) as DestructionCounts;

/** The update that adds one applicant's counts to its project's retention item (and versions it). */
export function destructionCountsUpdate(projectId: number, counts: DestructionCounts): { update: string; names: Record<string, string>; values: Record<string, unknown> } {
  const names: Record<string, string> = { '#e': 'entity', '#p': 'projectId' };
  const values: Record<string, unknown> = { ':e': entity.projectRetention, ':pid': projectId, ':one': 1 };
  const adds = KINDS.map((k, i) => {
    names[`#c${i}`] = `count_${k}`;
    values[`:c${i}`] = counts[k];
    return `#c${i} :c${i}`;
  });
  return { update: `SET #e = if_not_exists(#e, :e), #p = if_not_exists(#p, :pid) ADD version :one, ${adds.join(', ')}`, names, values };
}

const retentionOf = (item: Item): ProjectRetention => {
  const { resultConfirmedAt, confirmedBy, destroyedAt } = item as { resultConfirmedAt?: string; confirmedBy?: string; destroyedAt?: string };
  return {
    projectId: Number(item.projectId ?? String(item.sk).slice('RETENTION#'.length)),
    ...(resultConfirmedAt ? { resultConfirmedAt } : {}),
    ...(confirmedBy ? { confirmedBy } : {}),
    ...(destroyedAt ? { destroyedAt } : {}),
    counts: countsOf(item),
    version: Number(item.version ?? 0),
  };
};

/** Projects' retention items and destruction records, in the tenant's configuration partition (a handful per project). */
export function retentionRepository(table: TenantTable): RetentionRepository {
  return {
    async get(projectId) {
      const item = await table.get(keys.projectRetention(projectId), { consistent: true });
      return item ? retentionOf(item) : undefined;
    },
    async list() {
      return (await table.queryPrefix(keys.projectRetentionPrefix())).map(retentionOf);
    },
    async setConfirmation(projectId, confirmation, expectedVersion) {
      const r = await table.update(keys.projectRetention(projectId), {
        update: confirmation
          ? 'SET #e = :e, projectId = :p, resultConfirmedAt = :at, confirmedBy = :by ADD version :one'
          : 'SET #e = :e, projectId = :p REMOVE resultConfirmedAt, confirmedBy ADD version :one',
        condition: `${expectedVersion === 0 ? '(attribute_not_exists(pk) OR version = :v)' : 'version = :v'} AND attribute_not_exists(destroyedAt)`,
        names: { '#e': 'entity' },
        values: { ':e': entity.projectRetention, ':p': projectId, ':one': 1, ':v': expectedVersion, ...(confirmation ? { ':at': confirmation.resultConfirmedAt, ':by': confirmation.confirmedBy } : {}) },
      });
      if (r) return 'ok';
      const now = await table.get(keys.projectRetention(projectId), { consistent: true });
      return now?.destroyedAt ? 'destroyed' : 'conflict';
    },
    async finish(record) {
      const r = await table.transact([
        { kind: 'put', key: keys.destructionRecord(record.projectId), entity: entity.destructionRecord, item: { ...record, version: 1 }, condition: 'attribute_not_exists(pk)' },
        {
          kind: 'update',
          key: keys.projectRetention(record.projectId),
          update: 'SET destroyedAt = :at ADD version :one',
          condition: 'attribute_exists(pk) AND attribute_not_exists(destroyedAt)',
          values: { ':at': record.destroyedAt, ':one': 1 },
        },
      ]);
      return r.ok;
    },
    async listRecords() {
      return (await table.queryPrefix(keys.destructionRecordPrefix())).map((i) => stripKeys<DestructionRecord>(i));
    },
  };
}
