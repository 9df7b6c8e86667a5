import type { BoardOption } from '@portal/shared';
import type { BoardPostRecord, BoardRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

export function boardRepository(table: TenantTable): BoardRepository {
  return {
    async list(type, page, size) {
      const { items, total } = await table.queryGsi1Page(keys.boardListGsiPk(table.tenantId, type), (page - 1) * size, size);
      return { items: items.map((i) => stripKeys<BoardPostRecord>(i)), total };
    },
    async get(id) {
      const item = await table.get(keys.boardPost(id));
      return item ? stripKeys<BoardPostRecord>(item) : undefined;
    },
    async put(post) {
      await table.put(keys.boardPost(post.id), entity.boardPost, { ...post }, {
        gsi1: { pk: keys.boardListGsiPk(table.tenantId, post.type), sk: keys.boardListGsiSk(post.date, post.id) },
      });
    },
    async listOptions(type) {
      const item = await table.get<{ options?: BoardOption[] }>(keys.boardOptions(type));
      return item?.options ?? [];
    },
    async putOptions(type, options) {
      await table.put(keys.boardOptions(type), entity.boardOptions, { type, options });
    },
  };
}
