import type { InquiryRecord, InquiryRepository } from '../../domain/ports.ts';
import { isDuplicateKey, transactWithRecord } from './idempotency-records.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable, type TransactOp } from './tenant-table.ts';
import { uploadItemKey } from './upload-repository.ts';

export function inquiryRepository(table: TenantTable, now: () => Date): InquiryRepository {
  const record = (item: Record<string, unknown>) => stripKeys<InquiryRecord>(item);
  return {
    async create(r, idempotency) {
      const gsi1 = { gsi1pk: keys.inquiryGsiPk(table.tenantId), gsi1sk: keys.inquiryGsiSk(r.createdAt, r.id) };
      const ops: TransactOp[] = [
        { kind: 'put', key: keys.inquiry(r.applicantId, r.id), entity: entity.inquiry, item: { ...r, ...gsi1, version: 1 }, condition: 'attribute_not_exists(pk)' },
        ...r.files.map((f) => ({
          kind: 'update' as const,
          key: uploadItemKey(r.applicantId, f.filepath),
          update: 'SET inquiryId = :id',
          condition: 'attribute_exists(pk) AND attribute_not_exists(inquiryId)',
          values: { ':id': r.id },
        })),
      ];
      // With a key, its record joins the transaction: a concurrent try with the key stores nothing and answers the first.
      const result = await transactWithRecord(table, ops, idempotency && { scope: { applicantId: r.applicantId }, write: idempotency }, now, (all) => table.transactRetryingConflicts(all));
      return isDuplicateKey(result) ? result : result.ok;
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
