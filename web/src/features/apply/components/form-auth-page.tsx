import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigationType } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { ErrorState, PageTitle } from '../../../components/states.tsx';
import { useAlertRedirect } from '../../../hooks/use-alert-redirect.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { takesApplications, useApplyProject } from '../api/get-project.ts';
import { AuthForm } from './auth-form.tsx';
import '../apply.css';

// Few applicants meet a notice that takes no applications: its view loads only then (the consent step's JS budget).
const NotTakingApplications = lazy(() => import('./not-taking-applications.tsx'));

const projectIdOf = (state: unknown): number | undefined => {
  const raw = (state as { projectId?: unknown } | null)?.projectId;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** An applicant of this project already exists in this tab (Back or Forward through history, a second click on Apply). */
const applyingTo = (projectId: number | undefined) => projectId !== undefined && session.task()?.project_id === projectId;

/**
 * form-auth (spec 2.7): requires {projectId} in the navigation state; entering clears the applicant token. An
 * application of the same project under way is never ended by reaching this step again through history: the
 * applicant goes back to the form (issue 15 item 1), and only another project's consent step starts afresh.
 */
export function FormAuthPage() {
  const location = useLocation();
  // Back/Forward (a POP) onto this step, or Apply again for the project under way, never ends the session: the
  // applicant returns to the form (issue 15 item 1). Only a fresh entry for another project starts over.
  const navigationType = useNavigationType();
  const projectId = projectIdOf(location.state);
  const [resume] = useState(() => session.applicantToken() !== null && (navigationType === 'POP' || applyingTo(projectId)));
  useAlertRedirect(projectId === undefined && !resume, messages.apply.wrongPath, '/');

  useEffect(() => {
    if (!resume) session.setApplicantToken(null);
  }, [resume]);

  const query = useApplyProject(resume ? undefined : projectId);
  if (resume) return <Navigate to={routePath('form', { pageIndex: 0 }) ?? '/form/0'} replace />;
  if (projectId === undefined) return null;

  return (
    <>
      <PageTitle title={messages.apply.pageTitle} description={messages.apply.stepTitle} />
      <div className="page-body apply-page">
        {query.isPending ? (
          <InlineLoading text={messages.apply.loadingProject} />
        ) : query.isError ? (
          <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : !takesApplications(query.data) ? (
          <Suspense fallback={null}>
          <NotTakingApplications project={query.data} />
        </Suspense>
        ) : (
          <>
            {/* Which notice this is (issue 41 item 3): a posting that led elsewhere is noticed here. */}
            <p className="apply-notice" data-testid="apply-notice">
              <span className="apply-notice__label">{messages.apply.noticeLabel}</span> <strong>{query.data.title}</strong>
            </p>
            <AuthForm key={query.data.id} project={query.data} />
          </>
        )}
      </div>
    </>
  );
}
