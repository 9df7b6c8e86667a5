import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { messages } from '@portal/shared';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { ErrorState, PageTitle } from '../../../components/states.tsx';
import { useAlertRedirect } from '../../../hooks/use-alert-redirect.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { useApplyProject } from '../api/get-project.ts';
import { AuthForm } from './auth-form.tsx';
import '../apply.css';

const projectIdOf = (state: unknown): number | undefined => {
  const raw = (state as { projectId?: unknown } | null)?.projectId;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** form-auth (spec 2.7): requires {projectId} in the navigation state; entering clears the applicant token. */
export function FormAuthPage() {
  const location = useLocation();
  const projectId = projectIdOf(location.state);
  useAlertRedirect(projectId === undefined, messages.apply.wrongPath, '/');

  useEffect(() => {
    session.setApplicantToken(null);
  }, []);

  const query = useApplyProject(projectId);
  if (projectId === undefined) return null;

  return (
    <>
      <PageTitle title={messages.apply.pageTitle} description={messages.apply.stepTitle} />
      <div className="page-body apply-page">
        {query.isPending ? (
          <InlineLoading text={messages.apply.loadingProject} />
        ) : query.isError ? (
          <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <AuthForm key={query.data.id} project={query.data} />
        )}
      </div>
    </>
  );
}
