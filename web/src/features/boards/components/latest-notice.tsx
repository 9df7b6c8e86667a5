import { Link } from 'react-router-dom';
import { messages, routePath } from '@portal/shared';
import { useCompany } from '../../../lib/company-context.tsx';
import { useBoards } from '../api/get-boards.ts';

/** The footer's latest notice title linking to its detail, or '-'. */
export function LatestNotice() {
  const { company } = useCompany();
  const query = useBoards({ type: 'notice', companyId: company.id, page: 1, size: 1 }, company.id > 0);
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
