import type { PostingRecord, PostingRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { RecentReads } from './recent-reads.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

/** How old the postings from listRecent may be (docs/data-model.md 'Cached reads'). */
export const POSTING_CACHE_MS = 5_000;
// The landing page, the posting list and detail and the consent step read the tenant's postings on every load.
const recent = new RecentReads<{ postings: PostingRecord[] }>(POSTING_CACHE_MS, 256);

export function postingRepository(table: TenantTable): PostingRepository {
  const key = `${table.tableName}:${table.pk}`;
  const repo: PostingRepository = {
    async list() {
      const items = await table.queryPrefix(keys.postingPrefix());
      return items.map((i) => stripKeys<PostingRecord>(i));
    },
    listRecent: async () => (await recent.get(key, async () => ({ postings: await repo.list() })))?.postings ?? [],
    async get(id) {
      const item = await table.get(keys.posting(id));
      return item ? stripKeys<PostingRecord>(item) : undefined;
    },
    async put(posting) {
      // Forgotten before and after: a read between them must not keep the old list.
      recent.forget(key);
      try {
        await table.put(keys.posting(posting.id), entity.posting, { ...posting });
      } finally {
        recent.forget(key);
      }
    },
  };
  return repo;
}
