import { messages } from '@portal/shared/messages';
import type { PostingSummary } from '@portal/shared/schemas/posting';

/** Title, followed by '(게시 중단)' when the posting is not viewable. */
export function postingTitle(p: Pick<PostingSummary, 'title' | 'isView'>): string {
  return p.isView === false ? `${p.title} ${messages.recruits.suspended}` : p.title;
}
