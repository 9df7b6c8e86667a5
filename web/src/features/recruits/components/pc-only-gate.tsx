import type { ReactNode } from 'react';
import { Flash } from '@primer/react';
import { Link } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { useIsMobile } from '../../../hooks/use-media-query.ts';

/**
 * The apply path on a phone (spec 2.2 and 2.5: small screens show recruitment information only). The detail page
 * hides its apply button there; an address opened directly (project/{id}) is refused with the same text.
 */
export function PcOnlyGate({ children }: { children: ReactNode }) {
  const mobile = useIsMobile();
  if (!mobile) return <>{children}</>;
  return (
    <div className="page-body pc-only" data-testid="pc-only">
      <Flash variant="warning" className="notice-flash" role="alert">
        {messages.recruits.pcOnly}
      </Flash>
      <Link className="pc-only__back" to={routePath('recruits') ?? '/recruits'}>
        {messages.common.backToList}
      </Link>
    </div>
  );
}
