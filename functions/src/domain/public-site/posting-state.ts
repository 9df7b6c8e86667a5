import { kstDaysBetween, parseKst, type PostingDetail, type PostingSummary } from '@portal/shared';
import type { PostingRecord } from '../ports.ts';

/** Active, ended and days left come from the server clock, never from stored flags. */
export function toPostingSummary(p: PostingRecord, now: Date): PostingSummary {
  const start = parseKst(p.startDate);
  const end = parseKst(p.endDate);
  const isEnd = end ? now.getTime() > end.getTime() : false;
  const isActive = !isEnd && start !== undefined && now.getTime() >= start.getTime();
  return {
    id: p.id,
    project_id: p.project_id,
    title: p.title,
    startDate: p.startDate,
    endDate: p.endDate,
    remainDays: isActive && end ? Math.max(0, kstDaysBetween(now, end)) : 0,
    isActive,
    isEnd,
    isView: p.isView,
    isRestriction: p.isRestriction,
    status: p.status,
    ...(p.applyLabel ? { applyLabel: p.applyLabel } : {}),
  };
}

export function toPostingDetail(p: PostingRecord, now: Date, company: { id: number; domain: string }): PostingDetail {
  return {
    ...toPostingSummary(p, now),
    content: p.content,
    files: p.files.filter((f) => f.view_status !== 'N'),
    domain: company.domain,
    project: { company_id: company.id },
  };
}
