import { noticeBounds, noticeState } from '@portal/shared';
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
  const { start, end } = noticeBounds(project);
  if (start !== undefined && Math.min(ctx.receivedAt?.getTime() ?? now, now) < start) return 'notOpen';
  if (end !== undefined) {
    const grace = (project.in_flight_grace_seconds ?? DEFAULT_IN_FLIGHT_GRACE_SECONDS) * 1000;
    if (received >= end || now >= end + grace) return 'timeover';
  }
  return 'open';
}

/** The project is still taking applications at this instant (preview isActive, cancel): the notice's one state. */
export function isOpen(ctx: Pick<AppContext, 'clock'>, project: ProjectRecord): boolean {
  return noticeState(project, ctx.clock.now()).isActive;
}
