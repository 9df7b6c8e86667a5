import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { ErrorState, PageTitle } from '../../../components/states.tsx';
import { useAlertRedirect } from '../../../hooks/use-alert-redirect.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { usePreview } from '../api/get-preview.ts';
import { completeStateSchema } from '../utils/complete-state.ts';
import '../submission.css';

const m = messages.submission;

interface Receipt {
  task: string;
  name: string;
  email: string;
  phone: string;
  number: string | null;
}

/**
 * R1-7 (2.15): what was submitted, and the way to [Check application]. The submit hands its answer over in the
 * navigation state; a reload or a bookmark has none, and then the preview says whether there is a submission.
 */
export function CompletePage() {
  const state = completeStateSchema.safeParse(useLocation().state);
  if (state.success) {
    const r = state.data.complete;
    return <CompleteView receipt={{ task: r.task.name, name: r.name, email: r.email, phone: r.phone, number: r.applicant_number }} fresh />;
  }
  if (!session.applicantToken()) return <Navigate to="/" replace />;
  return <CompleteFromPreview />;
}

function CompleteFromPreview() {
  const preview = usePreview();
  const p = preview.data;
  useAlertRedirect(p !== undefined && p.status !== 'Y', m.notSubmitted, '/');
  if (preview.isError)
    return (
      <>
        <PageTitle title={m.completeTitle} />
        <div className="page-body pv-page">
          <ErrorState message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />
        </div>
      </>
    );
  if (!p || p.status !== 'Y')
    return (
      <div className="page-body pv-page">
        <InlineLoading />
      </div>
    );
  return <CompleteView receipt={{ task: p.header.task.value, name: p.user.name, email: p.user.email, phone: p.user.phone, number: p.user.number }} fresh={false} />;
}

function CompleteView({ receipt, fresh }: { receipt: Receipt; fresh: boolean }) {
  const navigate = useNavigate();
  const rows: [string, string][] = [
    [m.completeTask, receipt.task],
    [m.completeName, receipt.name],
    [m.completeEmail, receipt.email],
    [m.completePhone, receipt.phone],
    ...(receipt.number ? ([[m.applicantNumber, receipt.number]] as [string, string][]) : []),
  ];
  return (
    <>
      <PageTitle title={m.completeTitle} description={m.completeSubtitle} />
      <div className="page-body pv-page pv-complete">
        <dl className="pv-complete__facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || m.empty}</dd>
            </div>
          ))}
        </dl>
        {fresh ? <p className="pv-note">{m.receiptSent}</p> : null}
        <p className="pv-note">{m.completeNote}</p>
        <div className="pv-actions">
          <Button variant="primary" size="large" className="button-brand" onClick={() => navigate(routePath('R5-0') ?? '/check')}>
            {m.checkApplication}
          </Button>
        </div>
      </div>
    </>
  );
}
