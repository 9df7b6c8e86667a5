import { formatKst } from '@portal/shared';
import type { SystemActor } from '../context.ts';
import type { Clock, DeadlineSchedule, LanguageScoreProvider, TenantRepositories } from '../ports.ts';
import { applyDeadlineDrafts } from './apply-deadline-drafts.ts';

/** What the deadline job runs with: the system actor and the platform's adapters, no request and no tenant of its own. */
export interface SweepContext {
  actor: SystemActor;
  clock: Clock;
  deadlines: DeadlineSchedule;
  reposFor(tenantId: number): TenantRepositories;
  languageScores?: LanguageScoreProvider | undefined;
}

/** The job waits this long after an end, so that saves in flight at the deadline (the grace) land first. */
export const SWEEP_DELAY_SECONDS = 130;
/** Ends older than this are not looked at again (the job runs every minute; a week covers any outage). */
const LOOKBACK_DAYS = 7;

/**
 * The deadline job's use case: for every project whose end passed (one Query of the deadline schedule, never a
 * Scan), apply its drafts, then mark the end swept so the next run skips it.
 */
export async function sweepDeadlines(deps: SweepContext) {
  const now = deps.clock.now().getTime();
  const due = await deps.deadlines.due(formatKst(new Date(now - LOOKBACK_DAYS * 86_400_000)), formatKst(new Date(now - SWEEP_DELAY_SECONDS * 1000)));
  const results: { tenantId: number; projectId: number; applied: number; skipped: number; invalid: number }[] = [];
  for (const d of due) {
    const repos = deps.reposFor(d.tenantId);
    const found = await repos.projects.getWithTasks(d.projectId);
    // The project moved its end (re-import) or is gone: its current end has its own schedule entry.
    if (found && found.project.endDate !== d.endDate) continue;
    const counts = found ? await applyDeadlineDrafts({ actor: deps.actor, tenantId: d.tenantId, clock: deps.clock, repos, languageScores: deps.languageScores }, d.projectId) : { applied: 0, skipped: 0, invalid: 0 };
    await deps.deadlines.markSwept(d.tenantId, d.projectId, d.endDate, counts);
    results.push({ ...d, ...counts });
  }
  return results;
}
