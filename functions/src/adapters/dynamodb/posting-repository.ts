import type { PostingRecord, PostingRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

export function postingRepository(table: TenantTable): PostingRepository {
  return {
    async list() {
      const items = await table.queryPrefix(keys.postingPrefix());
      return items.map((i) => stripKeys<PostingRecord>(i));
    },
    async get(id) {
      const item = await table.get(keys.posting(id));
      return item ? stripKeys<PostingRecord>(item) : undefined;
    },
    async put(posting) {
      await table.put(keys.posting(posting.id), entity.posting, { ...posting });
    },
  };
}
