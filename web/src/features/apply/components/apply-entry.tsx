import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { ErrorState } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { takesApplications, useApplyProject } from '../api/get-project.ts';
import { showNotice } from '../../../components/notice-events.ts';

// Few applicants meet a notice that takes no applications: its view loads only then (the consent step's JS budget).
const NotTakingApplications = lazy(() => import('./not-taking-applications.tsx'));

const formAuthPath = routePath('form-auth') ?? '/form/auth';

/**
 * Apply entry (project/:projectId, spec 2.6): keeps the project id in localStorage and the project in
 * sessionStorage (the current project), then goes to the consent step with the state {projectId}; a notice that
 * takes no applications now (not open yet, closed, suspended) stops here and says why.
 */
export function ApplyEntry() {
  const { projectId } = useParams();
  const navigate = useNavigate();
  const valid = projectId !== undefined && /^\d{1,12}$/.test(projectId);
  const query = useApplyProject(valid ? projectId : undefined);
  const done = useRef(false);

  useEffect(() => {
    if (!valid && !done.current) {
      done.current = true;
      void showNotice(messages.apply.wrongPath).then(() => navigate('/', { replace: true }));
    }
  }, [valid, navigate]);

  useEffect(() => {
    if (!query.data || done.current || !takesApplications(query.data)) return;
    done.current = true;
    session.setProject(query.data);
    navigate(formAuthPath, { replace: true, state: { projectId: query.data.id } });
  }, [query.data, navigate]);

  if (query.isError) {
    return (
      <div className="page-body">
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  // A notice not taking applications says so here: no consent step, no applicant (issue 41 item 3).
  if (query.data && !takesApplications(query.data)) {
    return (
      <div className="page-body">
        <Suspense fallback={null}>
          <NotTakingApplications project={query.data} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="page-body">
      <InlineLoading text={messages.apply.loadingProject} />
    </div>
  );
}
