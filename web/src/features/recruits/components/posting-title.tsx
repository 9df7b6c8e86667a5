import type { ReactElement } from 'react';
import { messages } from '@portal/shared/messages';
import type { PostingSummary } from '@portal/shared/schemas/posting';

/** Title, followed by '(게시 중단)' when the posting is not viewable. */
export function postingTitle(p: Pick<PostingSummary, 'title' | 'isView'>): string {
  return p.isView === false ? `${p.title} ${messages.recruits.suspended}` : p.title;
}

/** 'start ~ end', each date kept on one line (a narrow screen wraps between the dates, never inside one). */
export function postingPeriod(p: Pick<PostingSummary, 'startDate' | 'endDate'>): ReactElement {
  return (
    <>
      <span className="nowrap">{p.startDate}</span> ~ <span className="nowrap">{p.endDate}</span>
    </>
  );
}
