import { messages, type PostingSummary } from '@portal/shared';

/** Title, followed by '(게시 중단)' when the posting is not viewable. */
export function postingTitle(p: Pick<PostingSummary, 'title' | 'isView'>): string {
  return p.isView === false ? `${p.title} ${messages.recruits.suspended}` : p.title;
}

export function postingPeriod(p: Pick<PostingSummary, 'startDate' | 'endDate'>): string {
  return `${p.startDate} ~ ${p.endDate}`;
}
