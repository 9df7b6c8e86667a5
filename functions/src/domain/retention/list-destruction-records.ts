import type { DestructionRecordList } from '@portal/shared/schemas/retention';
import type { AppContext } from '../context.ts';

/** GET /api/integration/destruction-records: the tenant's destruction records (파기 대장), newest first; no personal data. */
export async function listDestructionRecords(ctx: Pick<AppContext, 'repos'>): Promise<DestructionRecordList> {
  const records = await ctx.repos.retention.listRecords();
  return {
    records: records
      .sort((a, b) => (a.destroyedAt < b.destroyedAt ? 1 : -1))
      .map((r) => ({
        project_id: r.projectId,
        project_title: r.projectTitle,
        counts: r.counts,
        kept_hired: r.keptHired,
        destroyed_on: r.destroyedOn,
        destroyed_at: r.destroyedAt,
        method: r.method,
        ordered_by: r.orderedBy,
        confirmed_by: r.confirmedBy,
        result_confirmed_at: r.resultConfirmedAt,
        retention_days: r.retentionDays,
      })),
  };
}
