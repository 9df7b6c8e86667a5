import { kstDaysBetween, parseKst } from './dates.ts';

/** A notice's application period as stored ('YYYY-MM-DD HH:mm:ss', KST): its project's startDate and endDate. */
export interface NoticePeriod {
  startDate: string;
  endDate: string;
}

/** notOpen before startDate, open from startDate until endDate, closed from endDate on. */
export type NoticePhase = 'notOpen' | 'open' | 'closed';

export interface NoticeState {
  phase: NoticePhase;
  isActive: boolean;
  isEnd: boolean;
  /** Whole KST calendar days until endDate while open (0 on the last day: D-DAY); 0 otherwise. */
  remainDays: number;
}

/** The period's bounds in epoch ms; an empty or malformed date leaves that side open. */
export function noticeBounds(period: NoticePeriod): { start?: number; end?: number } {
  const start = parseKst(period.startDate)?.getTime();
  const end = parseKst(period.endDate)?.getTime();
  return { ...(start !== undefined ? { start } : {}), ...(end !== undefined ? { end } : {}) };
}

/**
 * The one reading of a notice's period at an instant (issue 41 item 4): the posting list and detail, the history card
 * and the server's acceptance window all ask this, so a notice never shows two deadlines or two states. The start is
 * inside the period, the end is not (an application at 18:00:00 of an 18:00:00 deadline is late).
 */
export function noticeState(period: NoticePeriod, now: Date): NoticeState {
  const { start, end } = noticeBounds(period);
  const at = now.getTime();
  const phase: NoticePhase = start !== undefined && at < start ? 'notOpen' : end !== undefined && at >= end ? 'closed' : 'open';
  const isActive = phase === 'open';
  return { phase, isActive, isEnd: phase === 'closed', remainDays: isActive && end !== undefined ? Math.max(0, kstDaysBetween(now, new Date(end))) : 0 };
}
