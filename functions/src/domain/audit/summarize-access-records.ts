import { kstDate } from '@portal/shared/retention';
import type { AppContext } from '../context.ts';
import type { AccessKind } from '../ports.ts';

/** Applicants one actor may reach in a Korean day before the monthly report flags it as a bulk download. */
export const BULK_APPLICANTS_PER_DAY = 1000;

export interface ActorAccess {
  actor: string;
  /** Per kind: calls, and applicants they covered (an export counts its rows). */
  byKind: Record<AccessKind, { calls: number; applicants: number }>;
  /** Why it is flagged: each full export, and each day the actor reached at least the threshold. */
  flags: ({ reason: 'export'; at: string; projectId: number | undefined; count: number } | { reason: 'bulk-day'; day: string; count: number })[];
}

export interface AccessReport {
  month: string;
  threshold: number;
  actors: ActorAccess[];
}

/**
 * The monthly access report (`portal access-report`; 안전성 확보조치 기준 asks that downloads be checked monthly): per
 * staff session and API key, its access records of the month by kind with the applicants they covered, flagging every
 * full export and every Korean day one actor reached `threshold` applicants or more. Applicants' own writes are not access.
 */
export async function summarizeAccessRecords(ctx: Pick<AppContext, 'repos'>, month: string, threshold = BULK_APPLICANTS_PER_DAY): Promise<AccessReport> {
  const actors = new Map<string, ActorAccess & { days: Map<string, number> }>();
  for (const r of await ctx.repos.audit.listMonth(month)) {
    if (!r.kind) continue;
    let a = actors.get(r.actor);
    if (!a) {
      a = { actor: r.actor, byKind: { read: { calls: 0, applicants: 0 }, export: { calls: 0, applicants: 0 }, download: { calls: 0, applicants: 0 } }, flags: [], days: new Map() };
      actors.set(r.actor, a);
    }
    const count = r.count ?? 1;
    a.byKind[r.kind].calls += 1;
    a.byKind[r.kind].applicants += count;
    if (r.kind === 'export') a.flags.push({ reason: 'export', at: r.at, projectId: r.projectId, count });
    const day = kstDate(new Date(r.at));
    a.days.set(day, (a.days.get(day) ?? 0) + count);
  }
  return {
    month,
    threshold,
    actors: [...actors.values()]
      .map(({ days, ...a }) => ({
        ...a,
        flags: [...a.flags, ...[...days].filter(([, n]) => n >= threshold).map(([day, count]) => ({ reason: 'bulk-day' as const, day, count }))],
      }))
      .sort((x, y) => (x.actor < y.actor ? -1 : 1)),
  };
}
