import type { InquiryRecord, InquiryRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';
import { uploadItemKey } from './upload-repository.ts';

export function inquiryRepository(table: TenantTable): InquiryRepository {
  const record = (item: Record<string, unknown>) => stripKeys<InquiryRecord>(item);
  return {
    async create(r) {
      const gsi1 = { gsi1pk: keys.inquiryGsiPk(table.tenantId), gsi1sk: keys.inquiryGsiSk(r.createdAt, r.id) };
      const result = await table.transactRetryingConflicts([
        { kind: 'put', key: keys.inquiry(r.applicantId, r.id), entity: entity.inquiry, item: { ...r, ...gsi1, version: 1 }, condition: 'attribute_not_exists(pk)' },
        ...r.files.map((f) => ({
          kind: 'update' as const,
          key: uploadItemKey(r.applicantId, f.filepath),
          update: 'SET inquiryId = :id',
          condition: 'attribute_exists(pk) AND attribute_not_exists(inquiryId)',
          values: { ':id': r.id },
        })),
      ]);
      return result.ok;
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
