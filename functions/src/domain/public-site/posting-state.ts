import { noticeState, type NoticePeriod, type PostingDetail, type PostingSummary } from '@portal/shared';
import type { PostingRecord } from '../ports.ts';

/**
 * A posting as applicants see it. Its period and state are its project's (issue 41 item 4), read by the server clock
 * through the one noticeState, the same the history card and the acceptance window read.
 */
export function toPostingSummary(p: PostingRecord, period: NoticePeriod, now: Date): PostingSummary {
  const { isActive, isEnd, remainDays } = noticeState(period, now);
  return {
    id: p.id,
    project_id: p.project_id,
    title: p.title,
    startDate: period.startDate,
    endDate: period.endDate,
    remainDays,
    isActive,
    isEnd,
    isView: p.isView,
    isRestriction: p.isRestriction,
    status: p.status,
    ...(p.applyLabel ? { applyLabel: p.applyLabel } : {}),
  };
}

export function toPostingDetail(p: PostingRecord, period: NoticePeriod, now: Date, company: { id: number; domain: string }): PostingDetail {
  return {
    ...toPostingSummary(p, period, now),
    content: p.content,
    files: p.files.filter((f) => f.view_status !== 'N'),
    domain: company.domain,
    project: { company_id: company.id },
  };
}
