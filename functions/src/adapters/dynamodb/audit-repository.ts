import { randomBytes } from 'node:crypto';
import type { AuditRecord, AuditRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

export function auditRepository(table: TenantTable): AuditRepository {
  return {
    async record(entry) {
      await table.put(keys.audit(entry.at.slice(0, 7), entry.at, randomBytes(6).toString('hex')), entity.audit, { ...entry });
    },
    async listMonth(month) {
      return (await table.queryPrefix(keys.auditMonth(month))).map((i) => stripKeys<AuditRecord>(i));
    },
  };
}
