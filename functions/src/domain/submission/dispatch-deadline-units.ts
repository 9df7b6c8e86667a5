import { formatKst } from '@portal/shared';
import type { Clock, DeadlineSchedule, DeadlineUnit, Leases, WorkQueue } from '../ports.ts';

/** What the deadline job's run needs: the schedule, the leases, the queue its units go to, and who it is. */
export interface DispatchContext {
  clock: Clock;
  deadlines: DeadlineSchedule;
  leases: Leases;
  units: WorkQueue<DeadlineUnit>;
  /** This run's id (the invocation's request id): the lease's holder. */
  holder: string;
}

/** The job waits this long after an end, so that saves in flight at the deadline (the grace) land first. */
export const SWEEP_DELAY_SECONDS = 130;
/** Ends older than this are not looked at again (the job runs every minute; a week covers any outage). */
const LOOKBACK_DAYS = 7;
/**
 * An end handed to the queue this long ago and still not swept is handed over again: its unit's tries all failed (it
 * waits on the dead-letter queue too) or its last run died. Longer than a unit's three tries and their waits.
 */
export const REDISPATCH_MINUTES = 30;
/** The run's lease: one run at a time, and a run that died holds nothing for longer than a minute. */
export const SWEEP_LEASE = 'deadline-sweep';
const SWEEP_LEASE_MS = 55_000;

/**
 * The deadline job's run: under its lease (runs never overlap), one Query of the schedule for the ends that passed
 * (never a Scan), and each end not handed over yet becomes a unit of its own on the queue, so that no tenant's project
 * waits behind another's. The units do the work (sweepDeadlineUnit); this run only hands them out.
 */
export async function dispatchDeadlineUnits(ctx: DispatchContext): Promise<{ busy: boolean; due: number; dispatched: number }> {
  if (!(await ctx.leases.acquire(SWEEP_LEASE, ctx.holder, SWEEP_LEASE_MS))) return { busy: true, due: 0, dispatched: 0 };
  try {
    const now = ctx.clock.now();
    const due = await ctx.deadlines.due(formatKst(new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000)), formatKst(new Date(now.getTime() - SWEEP_DELAY_SECONDS * 1000)));
    const staleBefore = new Date(now.getTime() - REDISPATCH_MINUTES * 60_000).toISOString();
    const units = due.filter((d) => !d.dispatchedAt || d.dispatchedAt < staleBefore).map(({ tenantId, projectId, endDate }) => ({ tenantId, projectId, endDate }));
    // Sent first, marked after: a mark lost to a failure sends the unit again next minute, which its own lease and
    // swept mark make harmless; a mark without its message would hold the end back for half an hour.
    await ctx.units.send(units);
    await Promise.all(units.map((u) => ctx.deadlines.markDispatched(u, now.toISOString())));
    return { busy: false, due: due.length, dispatched: units.length };
  } finally {
    await ctx.leases.release(SWEEP_LEASE, ctx.holder);
  }
}
