import { postingBadge } from '@portal/shared/posting-badge';
import type { CompanyLabels } from '@portal/shared/schemas/company';
import type { PostingSummary } from '@portal/shared/schemas/posting';

type BadgeInput = Pick<PostingSummary, 'isActive' | 'isEnd' | 'remainDays'>;

/** The posting state badge: tenant wording comes from company.labels (data, not code). */
export function PostingBadge({ posting, labels }: { posting: BadgeInput; labels: CompanyLabels }) {
  const badge = postingBadge(posting, labels);
  return (
    <span className={`posting-badge posting-badge--${badge.state}`} data-testid="posting-badge" data-state={badge.state}>
      {badge.text}
    </span>
  );
}
