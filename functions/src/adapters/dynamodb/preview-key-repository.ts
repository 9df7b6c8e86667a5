import type { PreviewKeyRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

export function previewKeyRepository(table: TenantTable): PreviewKeyRepository {
  return {
    // Read on every preview by key, uncached: a revoke must hold at once in every container.
    async tenantEpoch() {
      const item = await table.get<{ epoch?: number }>(keys.previewKeyEpoch());
      return item?.epoch ?? 0;
    },
    async revokeAll() {
      const r = await table.update<{ epoch: number }>(keys.previewKeyEpoch(), {
        update: 'SET #e = if_not_exists(#e, :e) ADD epoch :one, version :one',
        names: { '#e': 'entity' },
        values: { ':e': entity.previewKeyEpoch, ':one': 1 },
      });
      return r!.epoch;
    },
  };
}
