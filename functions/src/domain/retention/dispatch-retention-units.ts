import { isDestructionDue } from '@portal/shared/retention';
import type { Clock, DestructionStore, Leases, TenantList, TenantRepositories, WorkQueue } from '../ports.ts';
import { retentionDaysOf, type RetentionUnit } from './retention-unit.ts';

/** What the retention job's run needs: every tenant, their repositories, the leases, the queue its units go to. */
export interface RetentionDispatchContext {
  clock: Clock;
  tenants: TenantList;
  reposFor(tenantId: number): TenantRepositories;
  destructionFor(tenantId: number): DestructionStore;
  leases: Leases;
  units: WorkQueue<RetentionUnit>;
  /** This run's id (the invocation's request id): the lease's holder. */
  holder: string;
}

/** The run's lease: one run at a time; a run that died holds nothing for longer than its function's time. */
export const RETENTION_LEASE = 'retention-sweep';
const RETENTION_LEASE_MS = 55_000;

/**
 * The retention job's run (daily): under its lease, per tenant one Query of its projects' retention items (never a
 * Scan), and each project whose result was confirmed, whose period is over (in Korea's calendar) and which is not
 * destroyed yet becomes a unit of its own on the queue. A unit that did not finish is handed out again by the next
 * run; its own lease and the destroyed mark make a second delivery harmless.
 */
export async function dispatchRetentionUnits(ctx: RetentionDispatchContext): Promise<{ busy: boolean; confirmed: number; dispatched: number }> {
  if (!(await ctx.leases.acquire(RETENTION_LEASE, ctx.holder, RETENTION_LEASE_MS))) return { busy: true, confirmed: 0, dispatched: 0 };
  try {
    const now = ctx.clock.now();
    const units: RetentionUnit[] = [];
    let confirmed = 0;
    for (const tenantId of await ctx.tenants.all()) {
      const repos = ctx.reposFor(tenantId);
      for (const r of await ctx.destructionFor(tenantId).listRetention()) {
        if (!r.resultConfirmedAt || r.destroyedAt) continue;
        confirmed++;
        const found = await repos.projects.getWithTasks(r.projectId);
        if (isDestructionDue(r.resultConfirmedAt, retentionDaysOf(found?.project), now)) units.push({ tenantId, projectId: r.projectId });
      }
    }
    await ctx.units.send(units);
    return { busy: false, confirmed, dispatched: units.length };
  } finally {
    await ctx.leases.release(RETENTION_LEASE, ctx.holder);
  }
}
