import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { ErrorState } from '../components/states.tsx';
import { useCheckCompany } from '../features/company/api/check-company.ts';
import { useCheckHostname } from '../features/company/api/check-hostname.ts';
import { errorMessage, setUnauthorizedHandler } from '../lib/api-client.ts';
import { CompanyContext, defaultCompany, type CurrentCompany } from '../lib/company-context.tsx';
import { session } from '../lib/session.ts';
import { ApplicantSessionSync } from './applicant-session-sync.tsx';
import { showNotice } from '../components/notice-events.ts';
import { TenantTheme } from './tenant-theme.tsx';

const redirectPath = routePath('redirect') ?? '/redirect';

/**
 * Start-up (spec section 4 'Session'): the hostname check loads the current company (the server
 * resolves it from the Host header); company and fileDomain go to sessionStorage. A hostname error
 * is alerted and leads to /redirect. With a workspace, checkCompany 'noMatch' drops the workspace
 * and resets the applicant session.
 */
export function CompanyGate({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const host = useCheckHostname();
  const alerted = useRef(false);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      navigate('/', { replace: true });
    });
  }, [navigate, queryClient]);

  const hostData = host.data;
  const company = hostData && 'company' in hostData ? hostData.company : undefined;
  const hostError = hostData && 'error' in hostData ? hostData.error : undefined;

  useEffect(() => {
    if (!hostData || !('company' in hostData)) return;
    session.setCompany(hostData.company);
    session.setFileDomain(hostData.fileDomain);
    if (hostData.workspace) session.setWorkspace(hostData.workspace);
    // The share page sets its own title and og: tags.
    if (!window.location.pathname.startsWith('/statics/')) document.title = messages.statics.title(hostData.company.name);
  }, [hostData]);

  useEffect(() => {
    if (!hostError || alerted.current) return;
    alerted.current = true;
    void showNotice(hostError).then(() => navigate(redirectPath, { replace: true }));
  }, [hostError, navigate]);

  const check = useCheckCompany(Boolean(company) && Boolean(session.workspace()));
  useEffect(() => {
    if (check.data?.result === 'noMatch') {
      session.setWorkspace(null);
      session.resetApplicant();
    }
  }, [check.data]);

  const value = useMemo<CurrentCompany>(
    () => ({ company: company ?? defaultCompany, fileDomain: hostData && 'fileDomain' in hostData ? hostData.fileDomain : '' }),
    [company, hostData],
  );

  const standalone = location.pathname === redirectPath || location.pathname.startsWith('/statics/');
  if (host.isPending && !standalone) return <LoadingOverlay />;
  if (host.isError && !standalone) {
    return (
      <div className="status-page">
        <ErrorState message={errorMessage(host.error)} onRetry={() => void host.refetch()} />
      </div>
    );
  }
  if (hostError && !standalone) return <LoadingOverlay />;
  return (
    <CompanyContext.Provider value={value}>
      <TenantTheme />
      <ApplicantSessionSync />
      {children ?? <Outlet />}
    </CompanyContext.Provider>
  );
}
