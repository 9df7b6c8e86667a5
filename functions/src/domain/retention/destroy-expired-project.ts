import { isDestructionDue, kstDate } from '@portal/shared/retention';
import { retentionMessages as m } from '@portal/shared/messages/retention';
import type { SystemActor } from '../context.ts';
import type { ApplicationPosition, Clock, DestructionStore, FileDestruction, Leases, TenantRepositories } from '../ports.ts';
import { noCounts } from './destruction-counts.ts';
import { destroyApplicantData } from './destroy-applicant-data.ts';
import { retentionDaysOf, type RetentionUnit } from './retention-unit.ts';

/** What one unit of the retention job runs with: the system actor, the platform's adapters, and how long it may work. */
export interface RetentionUnitContext {
  actor: SystemActor;
  clock: Clock;
  leases: Leases;
  reposFor(tenantId: number): TenantRepositories;
  destructionFor(tenantId: number): DestructionStore;
  fileVersions: FileDestruction;
  /** This try's id (the invocation's request id): the unit lease's holder. */
  holder: string;
  /** The unit starts no new applicant from this time on (its function's timeout is near) and answers 'continues'. */
  untilMs: number;
}

/** A unit's lease outlives its function's 60 s, so a run that died frees the unit before its message is visible again. */
const UNIT_LEASE_MS = 75_000;
/** Applicants read per page of the project's applicant index. */
const PAGE = 50;

export type RetentionOutcome = 'destroyed' | 'continues' | 'busy' | 'already-destroyed' | 'not-due';

/**
 * One project past its retention period (채용절차법 §11, PIPA §21): every applicant not marked hired is destroyed
 * (destroyApplicantData), page by page of the project's applicant index, then the destruction record (파기 대장) is
 * written and the project marked destroyed in one transaction. Idempotent and resumable: under the unit's lease, each
 * applicant's counts added with its own delete, a unit that ran out of time answers 'continues' (sent again, it goes
 * on with whoever is left), and a unit after the record exists does nothing and writes no second record.
 */
export async function destroyExpiredProject(ctx: RetentionUnitContext, unit: RetentionUnit): Promise<{ outcome: RetentionOutcome; destroyed: number; keptHired: number }> {
  const lease = `retention-unit#${unit.tenantId}#${unit.projectId}`;
  if (!(await ctx.leases.acquire(lease, ctx.holder, UNIT_LEASE_MS))) return { outcome: 'busy', destroyed: 0, keptHired: 0 };
  try {
    const repos = ctx.reposFor(unit.tenantId);
    const store = ctx.destructionFor(unit.tenantId);
    const retention = await repos.retention.get(unit.projectId);
    if (retention?.destroyedAt) return { outcome: 'already-destroyed', destroyed: 0, keptHired: 0 };
    const found = await repos.projects.getWithTasks(unit.projectId);
    const days = retentionDaysOf(found?.project);
    const now = ctx.clock.now();
    // The confirmation was moved or taken back since the run looked: nothing is due.
    if (!retention?.resultConfirmedAt || !isDestructionDue(retention.resultConfirmedAt, days, now)) return { outcome: 'not-due', destroyed: 0, keptHired: 0 };

    let destroyed = 0;
    let keptHired = 0;
    let at: ApplicationPosition | undefined = { shard: 0, afterId: 0 };
    while (at) {
      const page = await repos.applications.listByProject(unit.projectId, at, PAGE, {});
      for (const row of page.rows) {
        if (ctx.clock.now().getTime() >= ctx.untilMs) return { outcome: 'continues', destroyed, keptHired };
        const applicant = await repos.applicants.get(row.id);
        if (!applicant || applicant.projectId !== unit.projectId) continue;
        if (applicant.hired) {
          keptHired++;
          continue;
        }
        await destroyApplicantData({ tenantId: unit.tenantId, repos, store, fileVersions: ctx.fileVersions }, applicant, found?.project.exam_site_details ?? []);
        destroyed++;
      }
      at = page.next;
    }

    // Every applicant's counts were added before its delete: the record takes the total as stored.
    const totals = await store.totals(unit.projectId);
    const finishedAt = ctx.clock.now();
    const written = await store.finish({
      projectId: unit.projectId,
      projectTitle: found?.project.title ?? '',
      counts: { ...noCounts(), ...totals },
      keptHired,
      destroyedOn: kstDate(finishedAt),
      destroyedAt: finishedAt.toISOString(),
      method: m.destructionMethod,
      orderedBy: m.orderedByRule(days),
      confirmedBy: retention.confirmedBy ?? '',
      resultConfirmedAt: retention.resultConfirmedAt,
      retentionDays: days,
    });
    return { outcome: written ? 'destroyed' : 'already-destroyed', destroyed, keptHired };
  } finally {
    await ctx.leases.release(lease, ctx.holder);
  }
}
