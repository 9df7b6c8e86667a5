import { useEffect, useRef } from 'react';
import { Button, Flash } from '@primer/react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { applyButtonLabel } from '@portal/shared/posting-badge';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { Attachments } from '../../../components/attachments.tsx';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { ErrorState } from '../../../components/states.tsx';
import { useIsMobile } from '../../../hooks/use-media-query.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useCompany } from '../../../lib/company-context.tsx';
import { session } from '../../../lib/session.ts';
import { useRecruit } from '../api/get-recruit.ts';
import { PostingBadge } from '../../../components/posting-badge.tsx';
import { postingTitle } from './posting-title.tsx';
import { PostingPeriod } from '../../../components/posting-period.tsx';
import { showNotice } from '../../../components/notice-events.ts';
import { readPostingElsewhere } from '../api/plain-postings.ts';

const listPath = routePath('recruits') ?? '/recruits';

/** The posting detail (recruit/:noticeId). */
export function PostingDetail() {
  const { noticeId } = useParams();
  if (!noticeId) return <Navigate to={listPath} replace />;
  return <PostingDetailView noticeId={noticeId} />;
}

function PostingDetailView({ noticeId }: { noticeId: string }) {
  const { company } = useCompany();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const query = useRecruit(noticeId);
  const handled = useRef(false);

  // A posting of another company: go to that company (redirect page), else 'wrong path' and the list.
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  useEffect(() => {
    if (!notFound || handled.current || !isApiError(query.error)) return;
    handled.current = true;
    const body = readPostingElsewhere(query.error.body);
    if (body?.redirectCompany) {
      session.setRedirectCompany(body.redirectCompany);
      navigate(routePath('redirect') ?? '/redirect', { replace: true });
      return;
    }
    void showNotice(messages.recruits.wrongPath).then(() => navigate(listPath, { replace: true }));
  }, [notFound, query.error, navigate]);

  if (query.isPending || notFound) {
    return (
      <div className="page-body">
        <InlineLoading page />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="page-body">
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const posting = query.data;
  const apply = applyButtonLabel(posting);
  const admin = session.isAuthenticated();

  return (
    <article className="page-body posting-detail" aria-labelledby="posting-title">
      <header className="posting-detail__header">
        <PostingBadge posting={posting} labels={company.labels} />
        <h1 id="posting-title" className="posting-detail__title">
          {postingTitle(posting)}
        </h1>
        <p className="posting-detail__period">
          <span className="posting-detail__period-label">{messages.recruits.period}</span>
          <PostingPeriod startDate={posting.startDate} endDate={posting.endDate} />
        </p>
      </header>
      {isMobile ? (
        <Flash variant="warning" className="notice-flash">
          {messages.recruits.pcOnly}
        </Flash>
      ) : null}
      <RichText className="posting-detail__content" html={posting.content} />
      <Attachments files={posting.files} />
      <div className="posting-detail__actions">
        <Button size="large" onClick={() => navigate(routePath('recruits') ?? '/recruits')}>
          {messages.common.backToList}
        </Button>
        {!isMobile ? (
          <Button
            size="large"
            variant="primary"
            className="button-brand"
            disabled={!apply.enabled}
            onClick={() => navigate(routePath('project', { projectId: posting.project_id }, admin) ?? '/')}
          >
            {apply.text}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
