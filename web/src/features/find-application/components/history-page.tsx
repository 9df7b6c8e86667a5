import { ownDataMessages } from '@portal/shared/messages/own-data';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import type { ApplicantHistory } from '@portal/shared/schemas/find-application';
import { InlineLoading, LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { ErrorState, PageTitle } from '../../../components/states.tsx';
import { askConfirm, showNotice } from '../../../components/notice-events.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompany } from '../../../lib/company-context.tsx';
import { session } from '../../../lib/session.ts';
import { PostingBadge } from '../../../components/posting-badge.tsx';
import { PostingPeriod } from '../../../components/posting-period.tsx';
import { useCancelFromHistory } from '../api/cancel-from-history.ts';
import { useApplicantHistory, useStaffHistory } from '../api/check-applicant.ts';
import { useDisplayableImage } from '../../../lib/stored-file.ts';
import { useIsMobile } from '../../../hooks/use-media-query.ts';
import { useToast } from '../../../components/toast.tsx';
import { useHoldAfterError } from '../../../hooks/use-hold-after-error.ts';
import { constants } from '@portal/shared/constants';
import { DeleteDialog } from './delete-dialog.tsx';
import { DownloadDataDialog } from './download-data-dialog.tsx';
import { SelectionProgress } from './selection-progress.tsx';
import { UndeliveredNotes } from './undelivered-notes.tsx';
import { ConsentRecords } from './consent-records.tsx';
import { retentionMessages } from '@portal/shared/messages/retention';
import '../find-application.css';

const m = messages.findApplication.history;

/**
 * R5-1 'Application history' (spec part 2, 2.4): staff with check_id in the navigation state by that id, in test mode
 * (marked, no Modify or Delete; the answer's read-only token is stored for View); else by the stored applicant token;
 * else R5-0.
 */
export function HistoryPage() {
  const location = useLocation();
  const checkId = session.isAuthenticated() ? (location.state as { check_id?: unknown } | null)?.check_id : undefined;
  const byId = useStaffHistory(typeof checkId === 'number' ? checkId : undefined);
  const token = session.applicantToken();
  const byToken = useApplicantHistory(typeof checkId === 'number' ? null : token);
  const history = typeof checkId === 'number' ? byId : byToken;
  const staffToken = byId.data?.applicant.token;
  useEffect(() => {
    if (staffToken) session.setApplicantToken(staffToken);
  }, [staffToken]);
  if (typeof checkId !== 'number' && !token) return <Navigate to={routePath('R5-0') ?? '/check'} replace />;
  return (
    <>
      <PageTitle title={m.title} />
      <div className="page-body fa-page fa-history">
        {history.isError ? <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} /> : history.data ? <HistoryView data={history.data} /> : <InlineLoading />}
      </div>
    </>
  );
}

/**
 * The applicant's photo (spec part 2, 2.4; issue 41 item 6): the stored path opened through the file-read path with the
 * stored applicant token (useDisplayableImage), the placeholder while none or while it loads.
 */
function HistoryPhoto({ name, path }: { name: string; path: string | null }) {
  const src = useDisplayableImage(null, path);
  return (
    <div className="fa-person__photo" data-testid="history-photo">
      {src ? <img src={src} alt={m.photoAlt(name)} /> : <span aria-hidden="true">{m.noPhoto}</span>}
    </div>
  );
}

function HistoryView({ data }: { data: ApplicantHistory }) {
  const { company } = useCompany();
  const navigate = useNavigate();
  const cancel = useCancelFromHistory();
  const toast = useToast();
  const [held, holdAfterError] = useHoldAfterError();
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { applicant: a, notice } = data;
  // Staff see the applicant in test mode: read-only, whatever the answer's actions say.
  const testMode = data.admin === 'Y';
  // Phones get View only (spec part 2, 2.4): Modify and Delete lead to the PC-only form, the preview follows the same rule.
  const mobile = useIsMobile();
  const actions = testMode ? { modify: false, delete: false } : data.actions;
  const submitted = a.status === 'Y';
  const date = submitted ? a.submissionDate : a.updatedDate;
  const formPath = (page: number | string) => routePath('form', { pageIndex: page }) ?? `/form/${page}`;

  // The form and the preview work on the stored project and task, which R5-0 reset: this application's again.
  const enter = (page: number | string) => {
    session.setProject({ id: notice.project_id });
    session.setTask({ id: a.task_id, project_id: notice.project_id, name: a.task_name });
    session.setApplicantId(a.id);
    navigate(formPath(page));
  };
  const view = () => enter('preview');
  const modify = async () => {
    if (!submitted) return enter(a.save_page ?? 0);
    if (!(await askConfirm(m.confirmCancel, { confirm: m.confirmCancelYes, cancel: m.confirmCancelNo }))) return;
    cancel.mutate(undefined, {
      onSuccess: async (r) => {
        if (r.result === 'limit') return void (await showNotice(m.closed));
        await showNotice(m.cancelled);
        enter(r.save_page ?? 0);
      },
      // The spec's fixed text, as the preview's cancel (spec part 2, 2.6, 8): the overlay stays 3 s more.
      onError: () => {
        toast({ message: m.cancelError, variant: 'error', durationMs: constants.errorSnackbarMs });
        holdAfterError();
      },
    });
  };

  return (
    <>
      {cancel.isPending || held ? <LoadingOverlay text={m.cancelling} /> : null}
      {testMode ? (
        <p className="fa-test-mode" role="note" data-testid="history-test-mode">
          <strong>{m.testMode}</strong> {m.testModeNote}
        </p>
      ) : null}
      <section className="fa-person" aria-label={messages.findApplication.labels.name}>
        <HistoryPhoto name={a.name} path={a.photo ?? null} />
        <dl className="fa-person__facts">
          <div>
            <dt>{messages.findApplication.labels.name}</dt>
            <dd data-testid="history-name">{a.name}</dd>
          </div>
          <div>
            <dt>{messages.findApplication.labels.email}</dt>
            <dd>{a.email}</dd>
          </div>
          <div>
            <dt>{messages.findApplication.labels.phone}</dt>
            <dd>{a.phone}</dd>
          </div>
        </dl>
      </section>
      <section className="fa-notice">
        <PostingBadge posting={notice} labels={company.labels} />
        <h2 className="fa-notice__title">{notice.title}</h2>
        <p className="fa-notice__period" data-testid="history-period">
          {company.labels.periodPrefix ? `${company.labels.periodPrefix} ` : ''}
          <PostingPeriod startDate={notice.startDate ?? null} endDate={notice.endDate ?? null} />
        </p>
        {notice.postingId !== null ? <Button onClick={() => navigate(routePath('recruit', { noticeId: notice.postingId ?? '' }) ?? '/')}>{m.details}</Button> : null}
      </section>
      <table className="fa-status" data-testid="history-table">
        <thead>
          <tr>
            <th scope="col">{m.applicantNumber}</th>
            <th scope="col">{m.date}</th>
            <th scope="col">{m.status}</th>
            <th scope="col">{m.application}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-label={m.applicantNumber}>{a.applicant_number ?? '-'}</td>
            <td data-label={m.date}>{date ?? '-'}</td>
            <td data-label={m.status} data-testid="history-status">
              {m.statusText(a.status)}
            </td>
            <td data-label={m.application} className="fa-status__actions">
              <Button size="small" disabled={!submitted} onClick={view} data-testid="history-view">
                {m.view}
              </Button>
              {actions.modify && !mobile ? (
                <Button size="small" disabled={!notice.isActive || cancel.isPending || held} onClick={() => void modify()} data-testid="history-modify">
                  {m.modify}
                </Button>
              ) : null}
              {actions.delete && !mobile ? (
                <Button size="small" variant="danger" disabled={!notice.isActive} onClick={() => setDeleting(true)} data-testid="history-delete">
                  {messages.findApplication.deleteDialog.open}
                </Button>
              ) : null}
            </td>
          </tr>
        </tbody>
      </table>
      {/* Beside the application: its receipt or cancellation notice (or another mail about it) that did not arrive. */}
      <UndeliveredNotes notes={data.undelivered.filter((u) => u.stepId === null)} />
      {/* Once the result is confirmed: when the data is destroyed (채용절차법 §11, PIPA §21), or that it went to HR. */}
      {data.retention ? (
        <p className="fa-retention" data-testid="history-retention">
          {data.retention.hired ? retentionMessages.historyHired : retentionMessages.historyDestroyOn(data.retention.destroyOn)}
        </p>
      ) : null}
      <ConsentRecords consents={data.consents} />
      {deleting ? <DeleteDialog data={data} onClose={() => setDeleting(false)} /> : null}
      {/* PIPA §35: everything the portal holds of the applicant, by the same SMS check, open or not (staff in test mode get no code). */}
      {testMode ? null : (
        <p className="fa-own-data">
          <Button onClick={() => setDownloading(true)} data-testid="history-download">
            {ownDataMessages.open}
          </Button>
        </p>
      )}
      {downloading ? <DownloadDataDialog data={data} onClose={() => setDownloading(false)} /> : null}
      {/* The selection steps (spec part 2, 2.4, 4.3): for a submitted application, and always for staff. */}
      {submitted || data.admin === 'Y' ? <SelectionProgress steps={data.applicantSteps} applicantId={a.id} isAdmin={data.admin === 'Y'} undelivered={data.undelivered} /> : null}
    </>
  );
}
