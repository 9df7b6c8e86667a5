import { formatKst, messages, parseKst, type TimeCheck } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/** Within this many seconds of the end, the timer shows the deadline (part 1 section 9: validity capped at 30 min). */
const DEADLINE_WINDOW_SECONDS = 30 * 60;

/**
 * getTime/{projectId}: the project's period against the server clock. 'deadline' once the end is
 * within the 30-minute window, else 'normal'. (The applicant-session mode arrives with sessions.)
 */
export async function getTime(ctx: AppContext, input: { projectId: number }): Promise<TimeCheck> {
  const found = await ctx.repos.projects.getWithTasks(input.projectId);
  const start = found && parseKst(found.project.startDate);
  const end = found && parseKst(found.project.endDate);
  if (!found || !start || !end) throw notFound(messages.api.notFound);
  const now = ctx.clock.now();
  const diff = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  const isEnd = diff === 0;
  const isDeadline = !isEnd && diff <= DEADLINE_WINDOW_SECONDS;
  return {
    isEnd,
    isDeadline,
    startTime: formatKst(start),
    endTime: formatKst(end),
    status: isEnd || isDeadline ? 'deadline' : 'normal',
    diff,
  };
}
