import { Flash } from '@primer/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { EmptyState, PageTitle, QueryView } from '../../../components/states.tsx';
import { useCompany } from '../../../lib/company-context.tsx';
import { session } from '../../../lib/session.ts';
import { useRecruits } from '../api/get-recruits.ts';
import { visiblePostings } from '../hooks/use-visible-postings.ts';
import { PostingBadge } from '../../../components/posting-badge.tsx';
import { postingTitle } from './posting-title.tsx';
import { PostingPeriod } from '../../../components/posting-period.tsx';

/** The posting list (recruits/:viewMessage?). */
export function PostingList() {
  const { company } = useCompany();
  const params = useParams();
  const [search] = useSearchParams();
  const viewMessage = params.viewMessage === 'Y' || search.get('viewMessage') === 'Y';
  const query = useRecruits(company.id);
  const postings = visiblePostings(query.data);
  const anyActive = postings.some((p) => p.isActive);
  const admin = session.isAuthenticated();

  return (
    <>
      <PageTitle title={messages.recruits.title} />
      <div className="page-body">
        {viewMessage ? (
          <Flash variant="warning" className="notice-flash">
            {messages.recruits.selectPostingFirst}
          </Flash>
        ) : null}
        <QueryView query={query} isEmpty={postings.length === 0} empty={messages.recruits.emptyRegistered}>
          <>
            {!anyActive ? <EmptyState>{messages.recruits.emptyOngoing}</EmptyState> : null}
            <ul className="posting-list" aria-label={messages.recruits.title}>
              {postings.map((p) => (
                <li key={p.id} className="posting-row" data-testid="posting-row">
                  <Link className="posting-row__link" to={routePath('recruit', { noticeId: p.id }, admin) ?? '/'}>
                    <PostingBadge posting={p} labels={company.labels} />
                    <span className="posting-row__main">
                      <span className="posting-row__title">{postingTitle(p)}</span>
                      <span className="posting-row__period">
                        <span className="posting-row__period-label">{messages.recruits.period}</span>
                        <PostingPeriod startDate={p.startDate} endDate={p.endDate} />
                      </span>
                    </span>
                    <span className="posting-row__arrow" aria-hidden="true">
                      ›
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        </QueryView>
      </div>
    </>
  );
}
