import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { handoffAuthOf, routePath } from '@portal/shared/route-keys';
import { ProtectedRoute } from './protected-route.tsx';

/**
 * R5-0-2 and its admin variant. An adminToken (spec part 2, 6) is a result handoff's one-time login: it is redeemed
 * as /move redeems a link, so it leaves the address at once and opens the step as staff in test mode; spent, it opens
 * nothing (docs/security.md 29). Without one the page is protected as every admin variant is.
 */
export function StepResultRoute({ children }: { children: ReactNode }) {
  const { applicantStepId = '', adminToken } = useParams();
  if (adminToken) {
    const move = routePath('move', { auth: handoffAuthOf(adminToken), type: 'result' }) ?? '/';
    return <Navigate replace to={`${move}?${new URLSearchParams({ applicantStepId })}`} />;
  }
  return <ProtectedRoute>{children}</ProtectedRoute>;
}
