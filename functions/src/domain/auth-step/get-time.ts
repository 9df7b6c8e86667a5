import { sameEpoch } from './require-applicant.ts';
import { formatKst, messages, parseKst, type TimeCheck } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { SESSION_SECONDS } from './applicant-session.ts';

/** Without an applicant, the timer shows the deadline once the end is within this window (validity capped at 30 min). */
const DEADLINE_WINDOW_SECONDS = 30 * 60;

/**
 * getTime/{projectId}: the project's period against the server clock (spec 3 'Time check', 4 'Session and
 * deadline timer').
 * - With an applicant token the call also (re)starts the applicant's working session ('Extend'): the answer
 *   is 'session' with the session's seconds, or 'deadline' when the project ends first.
 * - Without one: 'deadline' within 30 minutes of the end, else 'normal'.
 */
export async function getTime(ctx: AppContext, input: { projectId: number }): Promise<TimeCheck> {
  const found = await ctx.repos.projects.getWithTasks(input.projectId);
  const start = found && parseKst(found.project.startDate);
  const end = found && parseKst(found.project.endDate);
  if (!found || !start || !end) throw notFound(messages.api.notFound);
  const now = ctx.clock.now();
  const toEnd = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  const base = { startTime: formatKst(start), endTime: formatKst(end) };
  if (toEnd === 0) return { ...base, isEnd: true, isDeadline: false, status: 'deadline', diff: 0 };

  const session = await extendApplicantSession(ctx, input.projectId, now);
  if (session) {
    const deadlineFirst = toEnd <= SESSION_SECONDS;
    return { ...base, isEnd: false, isDeadline: deadlineFirst, status: deadlineFirst ? 'deadline' : 'session', diff: deadlineFirst ? toEnd : SESSION_SECONDS };
  }
  const isDeadline = toEnd <= DEADLINE_WINDOW_SECONDS;
  return { ...base, isEnd: false, isDeadline, status: isDeadline ? 'deadline' : 'normal', diff: toEnd };
}

/** Restarts the session of the request's applicant of this project; false when there is none (or it ended). */
async function extendApplicantSession(ctx: AppContext, projectId: number, now: Date): Promise<boolean> {
  const token = ctx.applicantToken;
  if (!token) return false;
  const found = await ctx.repos.applicantTokens.find(token);
  if (!found || found.sessionUntil * 1000 < now.getTime()) return false;
  const applicant = await ctx.repos.applicants.get(found.applicantId);
  if (!applicant || applicant.projectId !== projectId || !sameEpoch(found, applicant)) return false;
  await ctx.repos.applicantTokens.extendSession(token, Math.floor(now.getTime() / 1000) + SESSION_SECONDS);
  return true;
}
