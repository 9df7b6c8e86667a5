import type { ReactNode } from 'react';
import { messages } from '@portal/shared/messages';
import { useAlertRedirect } from '../hooks/use-alert-redirect.ts';
import { session } from '../lib/session.ts';

/**
 * The admin variants: rendered for staff (access_token, test mode) or with an applicant token;
 * otherwise 'No permission' and back to index.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const allowed = Boolean(session.accessToken() || session.applicantToken());
  useAlertRedirect(!allowed, messages.common.noPermission, '/');
  return allowed ? <>{children}</> : null;
}
