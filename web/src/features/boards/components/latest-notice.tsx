import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { useCompany } from '../../../lib/company-context.tsx';
import { useBoards } from '../api/get-boards.ts';

/**
 * Once the page has rendered and the browser is idle: the footer is below the fold, and its call must not compete
 * with the page's own first calls (on the application form those decide when the fields appear).
 */
function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const t = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(t);
    }
    // At most a second later on a busy page.
    const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return idle;
}

/** The footer's latest notice title linking to its detail, or '-'. */
export function LatestNotice() {
  const { company } = useCompany();
  const idle = useWhenIdle();
  const query = useBoards({ type: 'notice', companyId: company.id, page: 1, size: 1 }, company.id > 0 && idle);
  const latest = query.data?.data[0];
  return (
    <p className="latest-notice">
      <span className="latest-notice__label">{messages.footer.latestNotice}</span>
      {latest ? (
        <Link className="latest-notice__link" to={routePath('R4-0-1', { boardId: latest.id }) ?? '/'}>
          {latest.title}
        </Link>
      ) : (
        <span className="latest-notice__empty">{messages.footer.noLatestNotice}</span>
      )}
    </p>
  );
}
