import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import type { ApplicantHistory } from '@portal/shared/schemas/find-application';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { PageTitle } from '../../../components/states.tsx';
import { session } from '../../../lib/session.ts';
import { findApplicationKeys } from '../api/find-application-keys.ts';
import { useApplicantHistory } from '../api/check-applicant.ts';
import { IdentifyForm } from './identify-form.tsx';
import '../find-application.css';

const m = messages.findApplication;
const historyPath = routePath('R5-1') ?? '/check/history';

/**
 * R5-0 'Check application' (spec part 2, 2.2): the stored project is reset; a stored applicant token is checked and
 * leads to the history; otherwise the identification form, whose token is stored on success.
 */
export function CheckPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = session.applicantToken();
  const stored = useApplicantHistory(token);
  useEffect(() => {
    session.setProject(null);
    session.setTask(null);
  }, []);

  if (token && stored.isSuccess) return <Navigate to={historyPath} replace />;
  if (token && stored.isPending) return <InlineLoading text={m.checking} />;

  const identified = (history: ApplicantHistory) => {
    const newToken = history.applicant.token;
    if (!newToken) return;
    session.setApplicantToken(newToken);
    session.setApplicantId(history.applicant.id);
    // The history screen opens with this answer instead of asking again.
    queryClient.setQueryData(findApplicationKeys.history(newToken), history);
    navigate(historyPath);
  };
  return (
    <>
      <PageTitle title={m.title} description={m.subtitle} />
      <div className="page-body fa-page">
        <IdentifyForm submitLabel={m.submit} onIdentified={identified} />
      </div>
    </>
  );
}
