import { useParams } from 'react-router-dom';
import { messages } from '@portal/shared';
import { PageTitle } from '../../../components/states.tsx';
import { useAlertRedirect } from '../../../hooks/use-alert-redirect.ts';
import { session } from '../../../lib/session.ts';
import '../apply.css';

/**
 * form/:pageIndex until the form engine exists: requires the applicant token, shows the chosen
 * application field and says plainly that the application form is not available yet.
 */
export function ApplicationFormPage() {
  const { pageIndex = '0' } = useParams();
  const token = session.applicantToken();
  const task = session.task();
  useAlertRedirect(!token, messages.apply.invalidAccess, '/');
  if (!token) return null;
  return (
    <>
      <PageTitle title={messages.apply.form.title} />
      <div className="page-body apply-page" data-page-index={pageIndex}>
        {task ? (
          <dl className="apply-summary">
            <dt>{messages.apply.form.task}</dt>
            <dd data-testid="applicant-task">{task.name}</dd>
          </dl>
        ) : null}
        <p className="apply-note" role="status">
          {messages.apply.form.saved}
        </p>
        <p className="empty-state">{messages.apply.form.preparing}</p>
      </div>
    </>
  );
}
