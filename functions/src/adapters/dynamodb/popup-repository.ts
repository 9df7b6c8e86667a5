import type { Popup } from '@portal/shared';
import type { PopupRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { RecentReads } from './recent-reads.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

/** How old the popups from listRecent may be (docs/data-model.md 'Cached reads'). */
export const POPUP_CACHE_MS = 5_000;
// Read with the company on every page load's hostname check.
const recent = new RecentReads<{ popups: Popup[] }>(POPUP_CACHE_MS, 256);

export function popupRepository(table: TenantTable): PopupRepository {
  const key = `${table.tableName}:${table.pk}`;
  const repo: PopupRepository = {
    async list() {
      const items = await table.queryPrefix(keys.popupPrefix());
      return items.map((i) => stripKeys<Popup>(i));
    },
    listRecent: async () => (await recent.get(key, async () => ({ popups: await repo.list() })))?.popups ?? [],
    async replaceAll(popups) {
      // Forgotten before and after: a read between the writes must not keep the old list.
      recent.forget(key);
      try {
        const old = await table.queryPrefix(keys.popupPrefix());
        await table.deleteExcept(old, popups.map((p) => keys.popup(p.id)));
        for (const p of popups) await table.put(keys.popup(p.id), entity.popup, { ...p });
      } finally {
        recent.forget(key);
      }
    },
  };
  return repo;
}
