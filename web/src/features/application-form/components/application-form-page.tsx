import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { applicantQueryOptions } from '../../../api/view-applicant.ts';
import { ErrorState, PageTitle } from '../../../components/states.tsx';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { useAlertRedirect } from '../../../hooks/use-alert-redirect.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { formPageQueryOptions } from '../api/get-form.ts';
import { savedPageQueryOptions } from '../api/get-saved-page.ts';
import { EngineForm } from './engine-form.tsx';
import { FormStepper } from './form-stepper.tsx';
import '../../../form-engine/form-engine.css';

const pm = messages.formPage;
const STEPPER_FROM_VERSION = 0.3;

/** The form page's address, on the admin path when `admin` (test mode lives there only). */
const formPath = (pageIndex: number, admin: boolean) => routePath('form', { pageIndex }, admin) ?? `/form/${pageIndex}`;

/**
 * form/:pageIndex (spec 2.8). Applicants need their token; staff (access token) get the test mode with
 * Prev/Next only, and only on the admin path (admin/form/:pageIndex, part 1 section 6 'Access rules'): staff
 * without an applicant token on form/:pageIndex get 'Invalid access' and index. The server decides which page may
 * open: a different pageIndex in its answer redirects. form/preview is not this screen: the router sends it to the
 * submission feature's preview page.
 */
export function ApplicationFormPage() {
  const { pageIndex: raw = '0' } = useParams();
  const admin = useLocation().pathname.startsWith('/admin/');
  const token = session.applicantToken();
  const isTest = admin && session.isAuthenticated() && !token;
  const task = session.task();
  const allowed = Boolean(token || isTest);
  useAlertRedirect(!allowed, messages.apply.invalidAccess, '/');
  useAlertRedirect(allowed && !task, pm.invalidAccess, '/');
  useEffect(() => {
    // Braces matter: newer Chromium returns a promise from scrollTo, and an effect may return only a cleanup.
    window.scrollTo(0, 0);
  }, [raw]);

  if (!allowed || !task) return null;
  const pageIndex = /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  if (String(pageIndex) !== raw) return <Navigate to={formPath(0, admin)} replace />;
  return <FormPageLoader taskId={task.id} pageIndex={pageIndex} isTest={isTest} admin={admin} />;
}

function FormPageLoader({ taskId, pageIndex, isTest, admin }: { taskId: number; pageIndex: number; isTest: boolean; admin: boolean }) {
  const applicant = useQuery({ ...applicantQueryOptions(), enabled: !isTest });
  const formPage = useQuery(formPageQueryOptions(taskId, pageIndex));
  const servedIndex = formPage.data?.pageIndex;
  // Asked in parallel with the definition (not after it); unused if the server answers another page.
  const saved = useQuery({
    ...savedPageQueryOptions(applicant.data?.id ?? 0, pageIndex),
    enabled: !isTest && applicant.data !== undefined && (servedIndex === undefined || servedIndex === pageIndex),
  });

  if (servedIndex !== undefined && servedIndex !== pageIndex) return <Navigate to={formPath(servedIndex, admin)} replace />;
  const failed = formPage.error ?? applicant.error ?? saved.error;
  const ready = formPage.data && (isTest || (applicant.data && saved.data));
  const title = formPage.data?.title[pageIndex] ?? messages.apply.form.title;
  return (
    <>
      <PageTitle title={messages.apply.form.title} />
      <div className="page-body fe-page" data-page-index={pageIndex}>
        {formPage.data && formPage.data.projectVersion >= STEPPER_FROM_VERSION ? <FormStepper titles={formPage.data.title} current={pageIndex} completed={applicant.data?.confirm_page ?? []} /> : null}
        <h2 className="fe-page__title">{title}</h2>
        {failed ? (
          <ErrorState message={errorMessage(failed)} onRetry={() => void Promise.all([formPage.refetch(), applicant.refetch(), saved.refetch()])} />
        ) : ready ? (
          <EngineForm
            key={`${pageIndex}-${saved.data?.version ?? 0}`}
            page={formPage.data!}
            applicant={applicant.data}
            saved={saved.data}
            isTest={isTest}
            isAdmin={session.isAuthenticated()}
          />
        ) : (
          <InlineLoading text={pm.loading} />
        )}
      </div>
    </>
  );
}
