import type { CompanyRecord, CompanyRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

export function companyRepository(table: TenantTable): CompanyRepository {
  return {
    async get() {
      const item = await table.get(keys.company());
      return item ? stripKeys<CompanyRecord>(item) : undefined;
    },
    async put(company) {
      await table.put(keys.company(), entity.company, { ...company });
    },
  };
}
