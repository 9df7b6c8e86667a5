import { Link } from 'react-router-dom';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { useCompany } from '../../../lib/company-context.tsx';
import { useRecruits } from '../api/get-recruits.ts';
import { visiblePostings } from '../hooks/use-visible-postings.ts';
import { PostingBadge } from '../../../components/posting-badge.tsx';
import { postingTitle } from './posting-title.tsx';
import { PostingPeriod } from '../../../components/posting-period.tsx';

/**
 * The mobile landing list (spec 2.2): at most constants.mobileLandingMaxPostings postings open for applications. A
 * suspended posting (isView false, '(게시 중단)') is not one: it took a slot and pushed out an open posting that the
 * landing popup advertised (issue 15 item 26).
 */
export function ActivePostings() {
  const { company } = useCompany();
  const query = useRecruits(company.id);
  const active = visiblePostings(query.data)
    .filter((p) => p.isActive && p.isView !== false)
    .slice(0, constants.mobileLandingMaxPostings);
  return (
    <section className="active-postings" aria-labelledby="active-postings-heading">
      <h2 id="active-postings-heading" className="active-postings__heading">
        {messages.landing.activePostings}
      </h2>
      {query.isPending ? (
        <InlineLoading />
      ) : active.length === 0 ? (
        <EmptyState>{messages.recruits.emptyOngoing}</EmptyState>
      ) : (
        <ul className="posting-list posting-list--compact">
          {active.map((p) => (
            <li key={p.id} className="posting-row" data-testid="posting-row">
              <Link className="posting-row__link" to={routePath('recruit', { noticeId: p.id }) ?? '/'}>
                <PostingBadge posting={p} labels={company.labels} />
                <span className="posting-row__main">
                  <span className="posting-row__title">{postingTitle(p)}</span>
                  <span className="posting-row__period"><PostingPeriod startDate={p.startDate} endDate={p.endDate} /></span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="active-postings__more" to={routePath('recruits') ?? '/recruits'}>
        {messages.landing.viewAllPostings}
      </Link>
    </section>
  );
}
