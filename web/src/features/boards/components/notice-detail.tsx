import { lazy, Suspense } from 'react';
import { Button } from '@primer/react';
import { useNavigate, useParams } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { Attachments } from '../../../components/attachments.tsx';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { ErrorState, PageTitle } from '../../../components/states.tsx';
import { useAlertRedirect } from '../../../hooks/use-alert-redirect.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useCompany } from '../../../lib/company-context.tsx';
import { useBoard } from '../api/get-board.ts';

// Loaded when shown: a static import of the router's not-found page from this lazy screen made the bundler split the
// main entry in two (2.6 KB more gzip before every page; web-bundle.e2e).
const NotFoundPage = lazy(() => import('../../../components/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

const listPath = routePath('R4-0') ?? '/';

/**
 * The notice detail (R4-0-1/:boardId). Another company's post is '비정상 접근' (spec part 2 §6); a post no company has
 * (a dead link) is the not-found page (issue 41 item 23).
 */
export function NoticeDetail() {
  const { boardId = '' } = useParams();
  const { company } = useCompany();
  const navigate = useNavigate();
  const query = useBoard(boardId);
  const abnormal = (query.isError && isApiError(query.error) && query.error.status === 403) || (query.isSuccess && query.data.company_id !== company.id);
  useAlertRedirect(abnormal, messages.boards.abnormalAccess, listPath);

  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return (
      <Suspense fallback={<InlineLoading page />}>
        <NotFoundPage />
      </Suspense>
    );

  if (query.isPending || abnormal) {
    return (
      <>
        <PageTitle title={messages.boards.noticeTitle} />
        <div className="page-body">
          <InlineLoading page />
        </div>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageTitle title={messages.boards.noticeTitle} />
        <div className="page-body">
          <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        </div>
      </>
    );
  }
  const post = query.data;
  return (
    <>
      <PageTitle title={messages.boards.noticeTitle} />
      <article className="page-body board-post" aria-labelledby="board-post-title">
        <header className="board-post__header">
          <h2 id="board-post-title" className="board-post__title">
            {post.title}
          </h2>
          <p className="board-post__date">
            <span className="visually-hidden">{messages.boards.date} </span>
            {post.date.slice(0, 10)}
          </p>
        </header>
        <RichText className="board-post__content" html={post.content} />
        <Attachments files={post.files} />
        <div className="board-post__actions">
          <Button size="large" onClick={() => navigate(listPath)}>
            {messages.common.backToList}
          </Button>
        </div>
      </article>
    </>
  );
}
