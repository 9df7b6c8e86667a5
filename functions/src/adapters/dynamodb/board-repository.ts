import type { BoardOption } from '@portal/shared';
import type { BoardPostRecord, BoardRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { RecentReads } from './recent-reads.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

/** How old a board post or a board's options may be when read again (docs/data-model.md 'Cached reads'). */
export const BOARD_CACHE_MS = 5_000;
// A post is read by each of its readers, the Q&A options on every open of the inquiry form and with each inquiry.
const recentPosts = new RecentReads<{ post: BoardPostRecord }>(BOARD_CACHE_MS, 512);
const recentOptions = new RecentReads<{ options: BoardOption[] }>(BOARD_CACHE_MS, 256);

export function boardRepository(table: TenantTable): BoardRepository {
  const key = (kind: string, id: number | string) => `${table.tableName}:${table.pk}:${kind}:${id}`;
  const repo: BoardRepository = {
    async list(type, page, size) {
      const { items, total } = await table.queryGsi1Page(keys.boardListGsiPk(table.tenantId, type), (page - 1) * size, size);
      return { items: items.map((i) => stripKeys<BoardPostRecord>(i)), total };
    },
    async get(id) {
      const found = await recentPosts.get(key('post', id), async () => {
        const item = await table.get(keys.boardPost(id));
        return item ? { post: stripKeys<BoardPostRecord>(item) } : undefined;
      });
      return found?.post;
    },
    async put(post) {
      // Forgotten before and after: a read between them must not keep the old post.
      recentPosts.forget(key('post', post.id));
      try {
        await table.put(keys.boardPost(post.id), entity.boardPost, { ...post }, {
          gsi1: { pk: keys.boardListGsiPk(table.tenantId, post.type), sk: keys.boardListGsiSk(post.date, post.id) },
        });
      } finally {
        recentPosts.forget(key('post', post.id));
      }
    },
    async listOptions(type) {
      const found = await recentOptions.get(key('options', type), async () => {
        const item = await table.get<{ options?: BoardOption[] }>(keys.boardOptions(type));
        return { options: item?.options ?? [] };
      });
      return found?.options ?? [];
    },
    async putOptions(type, options) {
      recentOptions.forget(key('options', type));
      try {
        await table.put(keys.boardOptions(type), entity.boardOptions, { type, options });
      } finally {
        recentOptions.forget(key('options', type));
      }
    },
  };
  return repo;
}
