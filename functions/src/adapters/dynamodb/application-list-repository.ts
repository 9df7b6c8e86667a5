import type { ApplicationFilter, ApplicationListRepository, ApplicationPosition, ApplicationRow } from '../../domain/ports.ts';
import { APPLICANT_INDEX_SHARDS, keys } from './keys.ts';
import type { TenantTable } from './tenant-table.ts';

/** Items one read of an index shard evaluates at most (before the filter): a page never costs more than a few reads. */
const READ_SIZE = 100;
/** Reads one page may make at most: all shards once, and some more where a filter leaves most items out. */
const MAX_READS = APPLICANT_INDEX_SHARDS + 8;

/** The attributes a listing returns (the index holds whole applicant items: the password hash and fields stay behind). */
const NAMES = {
  '#id': 'id',
  '#projectId': 'projectId',
  '#taskId': 'taskId',
  '#taskName': 'taskName',
  '#name': 'name',
  '#email': 'email',
  '#phone': 'phone',
  '#status': 'status',
  '#applicantNumber': 'applicantNumber',
  '#createdAt': 'createdAt',
  '#submittedAt': 'submittedAt',
  '#cancelledAt': 'cancelledAt',
  '#lastSavedAt': 'lastSavedAt',
  '#updatedAt': 'updatedAt',
};
const PROJECTION = Object.keys(NAMES).join(', ');

/** The filter as a FilterExpression over the index's items (undefined: every item). */
function filterExpression(f: ApplicationFilter): { expression?: string; values: Record<string, unknown> } {
  const parts: string[] = [];
  const values: Record<string, unknown> = {};
  if (f.taskId !== undefined) {
    parts.push('#taskId = :taskId');
    values[':taskId'] = f.taskId;
  }
  if (f.status === 'submitted') parts.push('#status = :y');
  if (f.status === 'draft') parts.push('#status <> :y AND attribute_not_exists(#cancelledAt)');
  if (f.status === 'cancelled') parts.push('#status <> :y AND attribute_exists(#cancelledAt)');
  if (f.status) values[':y'] = 'Y';
  if (f.updatedSince !== undefined) {
    parts.push('#updatedAt >= :since');
    values[':since'] = f.updatedSince;
  }
  return { ...(parts.length ? { expression: parts.join(' AND ') } : {}), values };
}

/**
 * A project's applications through the applicant items' gsi1 entries (keys.applicantGsiPk): the shards one after
 * another, each in applicant-id order, from a position the caller hands back. Only this tenant's index partitions
 * can be named: the shard and project make the partition key inside the TenantTable.
 */
export function applicationListRepository(table: TenantTable): ApplicationListRepository {
  return {
    shards: APPLICANT_INDEX_SHARDS,
    async listByProject(projectId, from, limit, filter) {
      const { expression, values } = filterExpression(filter);
      const rows: ApplicationRow[] = [];
      let at: ApplicationPosition = { ...from };
      for (let reads = 0; reads < MAX_READS && at.shard < APPLICANT_INDEX_SHARDS; reads++) {
        const gsiPk = keys.applicantGsiPk(table.tenantId, projectId, at.shard);
        const afterSk = at.afterId > 0 ? keys.applicantGsiSk(at.afterId) : '';
        const page = await table.queryGsi1After<ApplicationRow & Record<string, unknown>>(gsiPk, afterSk, { limit: READ_SIZE, filter: expression, projection: PROJECTION, names: NAMES, values });
        for (const item of page.items) {
          rows.push(item);
          if (rows.length === limit) {
            // Full: the next page starts right after this item (the rest of this read is read again then).
            return { rows, next: { shard: at.shard, afterId: item.id } };
          }
        }
        at = page.lastSk ? { shard: at.shard, afterId: Number(page.lastSk) } : { shard: at.shard + 1, afterId: 0 };
      }
      return { rows, next: at.shard < APPLICANT_INDEX_SHARDS ? at : undefined };
    },
    async listShard(projectId, shard, afterId, filter) {
      const { expression, values } = filterExpression(filter);
      const gsiPk = keys.applicantGsiPk(table.tenantId, projectId, shard);
      const page = await table.queryGsi1After<ApplicationRow & Record<string, unknown>>(gsiPk, afterId > 0 ? keys.applicantGsiSk(afterId) : '', { limit: READ_SIZE, filter: expression, projection: PROJECTION, names: NAMES, values });
      return { rows: page.items, next: page.lastSk ? Number(page.lastSk) : undefined };
    },
  };
}
