import { messages } from './messages.ts';
import type { CompanyLabels } from './schemas/company.ts';
import type { PostingSummary } from './schemas/posting.ts';

export type BadgeState = 'preparing' | 'active' | 'closed';
export interface Badge {
  state: BadgeState;
  text: string;
}

type BadgeInput = Pick<PostingSummary, 'isActive' | 'isEnd' | 'remainDays'>;

/** Spec part 1 section 4 'Posting badge'; tenant wording comes from the company's labels. */
export function postingBadge(p: BadgeInput, labels: CompanyLabels = {}): Badge {
  const b = messages.recruits.badge;
  if (p.isActive) {
    const text = labels.badgeActive ?? (p.remainDays <= 0 ? b.dDay : b.dMinus(p.remainDays));
    return { state: 'active', text };
  }
  if (p.isEnd) return { state: 'closed', text: labels.badgeClosed ?? b.closed };
  return { state: 'preparing', text: labels.badgePreparing ?? b.preparing };
}

export function applyButtonLabel(p: BadgeInput & Pick<PostingSummary, 'applyLabel'> & { isView?: boolean }): { text: string; enabled: boolean } {
  const l = messages.recruits.applyButton;
  if (p.applyLabel === 'email') return { text: l.email, enabled: false };
  // A suspended posting ('(게시 중단)') takes no applications, whatever its period (issue 41 item 3).
  if (p.isView === false) return { text: l.suspended, enabled: false };
  if (p.isActive) return { text: l.apply, enabled: true };
  if (p.isEnd) return { text: l.closed, enabled: false };
  return { text: l.preparing, enabled: false };
}
