import { parseKst } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ProjectRecord } from '../ports.ts';

export const DEFAULT_IN_FLIGHT_GRACE_SECONDS = 10;

/**
 * Whether the application may be written now, by the server clock (ARCHITECTURE principle 6).
 * A request that reached the server before the end is still written for the project's short grace (a save in
 * flight at the deadline, e.g. queued behind a cold start); one that arrives after the end never is.
 */
export function writeWindow(
  ctx: Pick<AppContext, 'clock' | 'receivedAt'>,
  project: ProjectRecord,
  /** Drafts only: also take what arrives during the grace (the browser sends its last input as the timer ends). */
  opts: { acceptLateArrivals?: boolean } = {},
): 'open' | 'notOpen' | 'timeover' {
  const now = ctx.clock.now().getTime();
  const received = opts.acceptLateArrivals ? -Infinity : Math.min(ctx.receivedAt?.getTime() ?? now, now);
  const start = parseKst(project.startDate)?.getTime();
  const end = parseKst(project.endDate)?.getTime();
  if (start !== undefined && Math.min(ctx.receivedAt?.getTime() ?? now, now) < start) return 'notOpen';
  if (end !== undefined) {
    const grace = (project.in_flight_grace_seconds ?? DEFAULT_IN_FLIGHT_GRACE_SECONDS) * 1000;
    if (received >= end || now >= end + grace) return 'timeover';
  }
  return 'open';
}

/** The project is still taking applications at this instant (preview isActive, cancel). */
export function isOpen(ctx: Pick<AppContext, 'clock'>, project: ProjectRecord): boolean {
  const now = ctx.clock.now().getTime();
  const start = parseKst(project.startDate)?.getTime();
  const end = parseKst(project.endDate)?.getTime();
  return (start === undefined || now >= start) && (end === undefined || now < end);
}
