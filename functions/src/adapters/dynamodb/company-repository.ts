import type { CompanyRecord, CompanyRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { RecentReads } from './recent-reads.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

/** How old the company from getRecent may be (docs/data-model.md 'Cached reads'). */
export const COMPANY_CACHE_MS = 5_000;
// One item per tenant: every page load's hostname check reads it, the hottest item of a tenant on deadline day.
const recent = new RecentReads<CompanyRecord>(COMPANY_CACHE_MS, 256);

export function companyRepository(table: TenantTable): CompanyRepository {
  const key = `${table.tableName}:${table.pk}`;
  const repo: CompanyRepository = {
    async get() {
      const item = await table.get(keys.company());
      return item ? stripKeys<CompanyRecord>(item) : undefined;
    },
    getRecent: () => recent.get(key, () => repo.get()),
    async put(company) {
      // Forgotten before and after: a read between them must not keep the old company.
      recent.forget(key);
      try {
        await table.put(keys.company(), entity.company, { ...company });
      } finally {
        recent.forget(key);
      }
    },
    async setProjectsCount(count) {
      await table.update(keys.company(), { update: 'SET projectsCount = :n', condition: 'attribute_exists(pk)', values: { ':n': count } });
      recent.forget(key);
    },
  };
  return repo;
}
