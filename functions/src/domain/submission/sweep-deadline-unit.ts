import type { Clock, DeadlineSchedule, DeadlineUnit, LanguageScoreProvider, Leases, TenantRepositories } from '../ports.ts';
import type { SystemActor } from '../context.ts';
import { applyDeadlineDrafts } from './apply-deadline-drafts.ts';

/** What one unit of the deadline job runs with: the system actor, the platform's adapters, and how long it may work. */
export interface UnitContext {
  actor: SystemActor;
  clock: Clock;
  deadlines: DeadlineSchedule;
  leases: Leases;
  reposFor(tenantId: number): TenantRepositories;
  languageScores?: LanguageScoreProvider | undefined;
  /** This try's id (the invocation's request id): the unit lease's holder. */
  holder: string;
  /** The unit stops starting new drafts at this time (its function's timeout is near) and answers 'continues'. */
  untilMs: number;
}

/** A unit's lease outlives its function's 60 s, so a run that died frees the unit before its message is visible again. */
const UNIT_LEASE_MS = 75_000;

export type UnitOutcome = 'swept' | 'continues' | 'busy' | 'already-swept' | 'end-moved';

/**
 * One project end of one tenant: its drafts applied (applyDeadlineDrafts), then the end marked swept with the counts.
 * Idempotent and alone: under the unit's lease (a second delivery of the same unit while it runs answers 'busy'), and a
 * unit delivered again after it finished does nothing. A failure throws (the queue tries the unit again); a unit that
 * ran out of time answers 'continues', to be sent again, and its next run goes on where this one stopped.
 */
export async function sweepDeadlineUnit(ctx: UnitContext, unit: DeadlineUnit): Promise<{ outcome: UnitOutcome; applied: number; skipped: number; invalid: number }> {
  const none = { applied: 0, skipped: 0, invalid: 0 };
  const lease = `deadline-unit#${unit.tenantId}#${unit.projectId}#${unit.endDate}`;
  if (!(await ctx.leases.acquire(lease, ctx.holder, UNIT_LEASE_MS))) return { outcome: 'busy', ...none };
  try {
    if ((await ctx.deadlines.get(unit))?.sweptAt) return { outcome: 'already-swept', ...none };
    const repos = ctx.reposFor(unit.tenantId);
    const found = await repos.projects.getWithTasks(unit.projectId);
    // The project moved its end (re-import) or is gone: its current end has its own schedule entry.
    if (found && found.project.endDate !== unit.endDate) return { outcome: 'end-moved', ...none };
    const { done, ...counts } = found
      ? await applyDeadlineDrafts({ actor: ctx.actor, tenantId: unit.tenantId, clock: ctx.clock, repos, languageScores: ctx.languageScores }, unit.projectId, { untilMs: ctx.untilMs })
      : { ...none, done: true };
    if (!done) return { outcome: 'continues', ...counts };
    await ctx.deadlines.markSwept(unit.tenantId, unit.projectId, unit.endDate, counts);
    return { outcome: 'swept', ...counts };
  } finally {
    await ctx.leases.release(lease, ctx.holder);
  }
}
