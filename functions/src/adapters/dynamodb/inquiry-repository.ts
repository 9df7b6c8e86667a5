import type { InquiryRecord, InquiryRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

export function inquiryRepository(table: TenantTable): InquiryRepository {
  const record = (item: Record<string, unknown>) => stripKeys<InquiryRecord>(item);
  return {
    async create(r) {
      await table.put(keys.inquiry(r.applicantId, r.id), entity.inquiry, { ...r }, { gsi1: { pk: keys.inquiryGsiPk(table.tenantId), sk: keys.inquiryGsiSk(r.createdAt, r.id) } });
    },
    async listByApplicant(applicantId) {
      return (await table.queryPrefix(keys.inquiryPrefix(applicantId))).map(record);
    },
    async listRecent(offset, limit) {
      const page = await table.queryGsi1Page(keys.inquiryGsiPk(table.tenantId), offset, limit);
      return { items: page.items.map(record), total: page.total };
    },
  };
}
