import type { Popup } from '@portal/shared';
import type { PopupRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

export function popupRepository(table: TenantTable): PopupRepository {
  return {
    async list() {
      const items = await table.queryPrefix(keys.popupPrefix());
      return items.map((i) => stripKeys<Popup>(i));
    },
    async replaceAll(popups) {
      const old = await table.queryPrefix<{ sk: string }>(keys.popupPrefix());
      const keep = new Set(popups.map((p) => keys.popup(p.id)));
      await table.deleteMany(old.map((o) => o.sk).filter((sk) => !keep.has(sk)));
      for (const p of popups) await table.put(keys.popup(p.id), entity.popup, { ...p });
    },
  };
}
