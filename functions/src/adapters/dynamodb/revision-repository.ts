import type { RevisionRecord, RevisionRef, RevisionRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

/** Revisions of the integration API's items: one conditional update takes a version, so two writers cannot both. */
const keyOf = (ref: RevisionRef) => keys.revision(ref.kind, ref.id, ref.applicantId);

export function revisionRepository(table: TenantTable): RevisionRepository {
  return {
    async get(ref) {
      const item = await table.get<RevisionRecord & Record<string, unknown>>(keyOf(ref), { consistent: true });
      return item && { version: item.version, hash: item.hash, pending: item.pending, at: item.updatedAt as string };
    },
    async begin(ref, from, hash, at) {
      const taken = await table.update(keyOf(ref), {
        update: 'SET version = :next, #hash = :hash, pending = :yes, entity = :entity, updatedAt = :at',
        condition: from === 0 ? 'attribute_not_exists(pk)' : 'version = :from',
        names: { '#hash': 'hash' },
        values: { ':next': from + 1, ':hash': hash, ':yes': true, ':entity': entity.revision, ':at': at, ...(from === 0 ? {} : { ':from': from }) },
      });
      return taken !== undefined;
    },
    async supersedeConfiguration(at) {
      // The configuration's revisions share one partition and one prefix: one read finds them all.
      const items = await table.queryPrefix<{ sk: string; version: number }>(keys.configRevisions());
      let moved = 0;
      for (const item of items) {
        const done = await table.update(
          { part: keys.configRevisions().part, sk: item.sk },
          {
            update: 'SET version = version + :one, #hash = :none, pending = :no, updatedAt = :at',
            condition: 'version = :seen',
            names: { '#hash': 'hash' },
            values: { ':one': 1, ':none': '', ':no': false, ':at': at, ':seen': item.version },
          },
        );
        if (done !== undefined) moved++;
      }
      return moved;
    },
    async release(ref, version, hash, at) {
      const mine = { condition: 'version = :v AND #hash = :hash AND pending = :yes', names: { '#hash': 'hash' }, values: { ':v': version, ':hash': hash, ':yes': true } };
      if (version <= 1) {
        await table.transact([{ kind: 'delete', key: keyOf(ref), ...mine }]);
        return;
      }
      // No fingerprint: what the refused body wrote before its failure may be stored, so no body passes as unchanged.
      await table.update(keyOf(ref), {
        update: 'SET version = :back, #hash = :none, pending = :no, updatedAt = :at',
        condition: mine.condition,
        names: mine.names,
        values: { ...mine.values, ':back': version - 1, ':none': '', ':no': false, ':at': at },
      });
    },
    async finish(ref, version) {
      // A later writer may have moved on already; its own finish clears its own pending.
      await table.update(keyOf(ref), { update: 'SET pending = :no', condition: 'version = :v', values: { ':no': false, ':v': version } });
    },
  };
}
