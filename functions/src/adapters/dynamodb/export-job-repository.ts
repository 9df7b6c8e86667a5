import type { ExportJob, ExportJobRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

/** An export job's item lives as long as its file (the bucket's exports rule: a day), then the store's TTL removes it. */
const JOB_TTL_SECONDS = 24 * 3600;

/** Export jobs in the tenant's configuration partition; each change is conditional on the version read. */
export function exportJobRepository(table: TenantTable): ExportJobRepository {
  return {
    async create(job) {
      const created = await table.createAll([{ key: keys.exportJob(job.id), entity: entity.exportJob, data: { ...job }, expiresAt: Math.floor(Date.parse(job.createdAt) / 1000) + JOB_TTL_SECONDS }]);
      if (!created) throw new Error(`export ${job.id} exists already`);
    },
    async get(id) {
      const item = await table.get(keys.exportJob(id), { consistent: true });
      return item && { ...stripKeys<ExportJob>(item), version: item.version as number };
    },
    async update(id, expectedVersion, change) {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':v': expectedVersion, ':one': 1 };
      const sets: string[] = [];
      const removes: string[] = [];
      for (const [field, value] of Object.entries(change)) {
        names[`#${field}`] = field;
        if (value === undefined) removes.push(`#${field}`);
        else {
          sets.push(`#${field} = :${field}`);
          values[`:${field}`] = value;
        }
      }
      const update = `${sets.length ? `SET ${sets.join(', ')} ` : ''}${removes.length ? `REMOVE ${removes.join(', ')} ` : ''}ADD version :one`;
      return !!(await table.update(keys.exportJob(id), { update, condition: 'version = :v', names, values }));
    },
  };
}
