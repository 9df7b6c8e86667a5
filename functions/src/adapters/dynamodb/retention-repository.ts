import type { DestructionRecord, ProjectRetention, RetentionRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type Item, type TenantTable } from './tenant-table.ts';

/** A stored retention item as the domain reads it (its counts, `count_<kind>`, are the job's: destruction-store.ts). */
export const retentionOf = (item: Item): ProjectRetention => ({ ...stripKeys<ProjectRetention>(item), version: item.version as number });

/** Projects' retention items and destruction records, in the tenant's configuration partition (requests' side). */
export function retentionRepository(table: TenantTable): RetentionRepository {
  return {
    async get(projectId) {
      const item = await table.get(keys.projectRetention(projectId), { consistent: true });
      return item && retentionOf(item);
    },
    async setConfirmation(projectId, confirmation, expectedVersion) {
      const r = await table.update(keys.projectRetention(projectId), {
        update: `SET entity = :e, projectId = :p${confirmation ? ', resultConfirmedAt = :at, confirmedBy = :by' : ' REMOVE resultConfirmedAt, confirmedBy'} ADD version :one`,
        condition: `${expectedVersion ? '' : 'attribute_not_exists(pk) OR '}version = :v AND attribute_not_exists(destroyedAt)`,
        values: { ':e': entity.projectRetention, ':p': projectId, ':one': 1, ':v': expectedVersion, ...(confirmation && { ':at': confirmation.resultConfirmedAt, ':by': confirmation.confirmedBy }) },
      });
      return !!r;
    },
    async listRecords() {
      return (await table.queryPrefix(keys.destructionRecordPrefix())).map((i) => stripKeys<DestructionRecord>(i));
    },
  };
}
