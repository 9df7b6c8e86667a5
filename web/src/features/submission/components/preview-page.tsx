import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import type { Preview } from '@portal/shared/schemas/submission';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { EmptyState, ErrorState, PageTitle } from '../../../components/states.tsx';
import { useAlertRedirect } from '../../../hooks/use-alert-redirect.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { usePreview } from '../api/get-preview.ts';
import { BlindNotice } from './blind-notice.tsx';
import { IncompleteNotice } from './incomplete-notice.tsx';
import { ModifyPanel } from './modify-panel.tsx';
import { PledgePanel, type Refusal } from './pledge-panel.tsx';
import { PreviewDocument } from './preview-document.tsx';
import '../submission.css';

const m = messages.submission;

/**
 * form/preview (2.14): the applicant's whole application, the pledge and final submission; once submitted,
 * Modify (cancel final submission) when the project allows it. Needs the applicant token; staff in test mode have
 * no application to show.
 */
export function PreviewPage() {
  const token = session.applicantToken();
  // Test mode only on the admin path (spec part 1, 6): staff on the plain path are 'Invalid access'.
  const isTest = useLocation().pathname.startsWith('/admin/') && session.isAuthenticated() && !token;
  useAlertRedirect(!token && !isTest, messages.apply.invalidAccess, '/');
  if (isTest)
    return (
      <>
        <PageTitle title={m.title} />
        <div className="page-body pv-page">
          <EmptyState>{m.testModeUnavailable}</EmptyState>
        </div>
      </>
    );
  if (!token) return null;
  return <PreviewLoader />;
}

function PreviewLoader() {
  const preview = usePreview();
  return (
    <>
      <PageTitle title={m.title} />
      <div className="page-body pv-page">
        {preview.data ? (
          <PreviewScreen preview={preview.data} onRefetch={() => void preview.refetch()} />
        ) : preview.isError ? (
          <ErrorState message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />
        ) : (
          <InlineLoading text={m.loading} />
        )}
      </div>
    </>
  );
}

function PreviewScreen({ preview, onRefetch }: { preview: Preview; onRefetch: () => void }) {
  const navigate = useNavigate();
  const admin = useLocation().pathname.startsWith('/admin/');
  const pathOf = useCallback((page: number) => routePath('form', { pageIndex: page }, admin) ?? `/form/${page}`, [admin]);
  const [refusal, setRefusal] = useState<Refusal>();
  const notice = useRef<HTMLDivElement>(null);
  const submitted = preview.status === 'Y';

  useEffect(() => {
    if (!refusal) return;
    // 8 'impossible': the message, then the top of the page where it is shown.
    window.scrollTo(0, 0);
    notice.current?.focus({ preventScroll: true });
  }, [refusal]);

  const onRefused = (r: Refusal) => {
    setRefusal(r);
    onRefetch();
  };

  const sitePage = preview.missingExamSitePage;
  const incomplete = [...new Set([...(refusal ? [refusal.pageIndex] : []), ...preview.incompletePages, ...(sitePage === null ? [] : [sitePage])])].sort((a, b) => a - b);
  // A required exam site without a choice is named before 최종제출 refuses it (issue 41 item 22).
  const detail = refusal?.detail ?? (sitePage === null ? undefined : messages.examSite.required);
  const lastPage = Math.max(0, preview.pageTitles.length - 1);
  const secondary = (
    <>
      {submitted ? null : <Button onClick={() => navigate(pathOf(lastPage))}>{m.backToForm}</Button>}
      <Button onClick={() => window.print()}>{m.print}</Button>
    </>
  );

  return (
    <>
      {refusal || incomplete.length > 0 ? (
        <IncompleteNotice
          ref={notice}
          message={refusal ? refusal.message : m.incompleteNotice}
          detail={detail}
          pages={incomplete}
          pageTitles={preview.pageTitles}
          pathOf={pathOf}
          urgent={Boolean(refusal)}
        />
      ) : null}
      {!submitted && preview.blindFindings?.length ? <BlindNotice findings={preview.blindFindings} pageTitles={preview.pageTitles} pathOf={pathOf} /> : null}
      {submitted ? (
        <p className="pv-submitted" role="status">
          <span className="pv-badge">{m.submittedBadge}</span>
          {preview.submittedAt ? <span className="pv-submitted__at">{preview.submittedAt}</span> : null}
        </p>
      ) : null}
      <PreviewDocument preview={preview} />
      {!submitted ? (
        <PledgePanel preview={preview} onRefused={onRefused} secondary={secondary} />
      ) : preview.isActive ? (
        <ModifyPanel pathOf={pathOf} secondary={secondary} />
      ) : (
        <>
          <p className="pv-note">{m.cancelNotAllowed}</p>
          <div className="pv-actions">{secondary}</div>
        </>
      )}
    </>
  );
}
