import type { RevisionRecord, RevisionRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

/** Revisions of the integration API's items: one conditional update takes a version, so two writers cannot both. */
export function revisionRepository(table: TenantTable): RevisionRepository {
  return {
    async get(kind, id) {
      const item = await table.get<RevisionRecord & Record<string, unknown>>(keys.revision(kind, id), { consistent: true });
      return item && { version: item.version, hash: item.hash, pending: item.pending, at: item.updatedAt as string };
    },
    async begin(kind, id, from, hash, at) {
      const taken = await table.update(keys.revision(kind, id), {
        update: 'SET version = :next, #hash = :hash, pending = :yes, entity = :entity, updatedAt = :at',
        condition: from === 0 ? 'attribute_not_exists(pk)' : 'version = :from',
        names: { '#hash': 'hash' },
        values: { ':next': from + 1, ':hash': hash, ':yes': true, ':entity': entity.revision, ':at': at, ...(from === 0 ? {} : { ':from': from }) },
      });
      return taken !== undefined;
    },
    async finish(kind, id, version) {
      // A later writer may have moved on already; its own finish clears its own pending.
      await table.update(keys.revision(kind, id), { update: 'SET pending = :no', condition: 'version = :v', values: { ':no': false, ':v': version } });
    },
  };
}
