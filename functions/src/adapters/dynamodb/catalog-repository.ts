import type { OptionListType } from '@portal/shared';
import type { CatalogKind } from '@portal/shared/schemas/catalog-config';
import type { CatalogEntry, CatalogRepository, OptionListRecord } from '../../domain/ports.ts';
import { entity, keys, type ItemKey } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

/**
 * Bytes of entries per item. DynamoDB items stop at 400 KB (UTF-8 names and values); a certificate
 * catalogue of a few thousand Korean names passes that, so catalogues are split well below it.
 */
export const CATALOG_CHUNK_BYTES = 300_000;

interface CatalogHead {
  kind: CatalogKind;
  entries: CatalogEntry[];
  chunkCount: number;
  count: number;
}
interface TaskIndex {
  taskId: number;
  types: OptionListType[];
}

/** Splits entries into chunks whose JSON size stays under `maxBytes` (at least one chunk, maybe empty). */
export function chunkEntries<T>(entries: T[], maxBytes = CATALOG_CHUNK_BYTES): T[][] {
  const chunks: T[][] = [[]];
  let size = 0;
  for (const e of entries) {
    const bytes = Buffer.byteLength(JSON.stringify(e), 'utf8');
    if (size + bytes > maxBytes && chunks[chunks.length - 1]!.length > 0) {
      chunks.push([]);
      size = 0;
    }
    chunks[chunks.length - 1]!.push(e);
    size += bytes;
  }
  return chunks;
}

export function catalogRepository(table: TenantTable): CatalogRepository {
  return {
    async getCatalog(kind) {
      const head = await table.get<CatalogHead & Record<string, unknown>>(keys.catalog(kind));
      if (!head) return [];
      if (head.chunkCount <= 1) return head.entries;
      // The rest of a large catalogue: a fixed number of GetItems, in parallel.
      const rest = await Promise.all(
        Array.from({ length: head.chunkCount - 1 }, (_, i) => table.get<{ entries: CatalogEntry[] } & Record<string, unknown>>(keys.catalogChunk(kind, i + 1))),
      );
      return [...head.entries, ...rest.flatMap((c) => c?.entries ?? [])];
    },

    async putCatalog(kind, entries) {
      const chunks = chunkEntries(entries);
      const old = await table.get<CatalogHead & Record<string, unknown>>(keys.catalog(kind));
      // Chunks first, the head last: a reader never sees a head that counts chunks not yet written.
      for (let i = 1; i < chunks.length; i++) await table.put(keys.catalogChunk(kind, i), entity.catalogChunk, { kind, index: i, entries: chunks[i] });
      await table.put(keys.catalog(kind), entity.catalog, { kind, entries: chunks[0], chunkCount: chunks.length, count: entries.length });
      const stale = [];
      for (let i = chunks.length; i < (old?.chunkCount ?? 0); i++) stale.push(keys.catalogChunk(kind, i));
      await table.deleteMany(stale);
    },

    async getTaskIndex(taskId) {
      const item = await table.get<TaskIndex & Record<string, unknown>>(keys.taskOptionIndex(taskId));
      return item ? item.types : undefined;
    },

    async getOptionList(taskId, type) {
      const item = await table.get(keys.optionList(taskId, type));
      return item ? stripKeys<OptionListRecord>(item) : undefined;
    },

    async replaceOptionLists(taskIds, lists) {
      // Import path only (not a request): one Query over the tenant's own option-list items.
      const existing = await table.queryPrefix(keys.optionListPrefix());
      const keep: ItemKey[] = [];
      for (const list of lists) {
        const key = keys.optionList(list.taskId, list.type);
        keep.push(key);
        await table.put(key, entity.optionList, { ...list });
      }
      for (const taskId of new Set(taskIds)) {
        const key = keys.taskOptionIndex(taskId);
        keep.push(key);
        const types = lists.filter((l) => l.taskId === taskId).map((l) => l.type);
        await table.put(key, entity.taskOptionIndex, { taskId, types } satisfies TaskIndex);
      }
      await table.deleteExcept(existing, keep);
    },
  };
}
