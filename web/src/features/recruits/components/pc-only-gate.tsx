import { useEffect, useState, type ReactNode } from 'react';
import { Flash } from '@primer/react';
import { Link } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { useIsMobile } from '../../../hooks/use-media-query.ts';

/**
 * The apply path on a phone (spec 2.2 and 2.5: small screens show recruitment information only). The detail page
 * hides its apply button there; an address opened directly (project/{id}) is refused with the same text.
 * Once the apply screen has opened on a large screen it stays mounted, only hidden while the window is narrow: a
 * resize (a rotated tablet, a window dragged narrow, a print preview) must not throw away what was typed.
 */
export function PcOnlyGate({ children }: { children: ReactNode }) {
  const mobile = useIsMobile();
  const [opened, setOpened] = useState(!mobile);
  useEffect(() => {
    if (!mobile) setOpened(true);
  }, [mobile]);
  const notice = (
    <div className="page-body pc-only" data-testid="pc-only">
      <Flash variant="warning" className="notice-flash" role="alert">
        {messages.recruits.pcOnly}
      </Flash>
      <Link className="pc-only__back" to={routePath('recruits') ?? '/recruits'}>
        {messages.common.backToList}
      </Link>
    </div>
  );
  if (!opened) return notice;
  return (
    <>
      {mobile && notice}
      <div style={{ display: mobile ? 'none' : 'contents' }}>{children}</div>
    </>
  );
}
