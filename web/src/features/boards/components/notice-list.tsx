import { Link, useSearchParams } from 'react-router-dom';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { Pagination } from '../../../components/pagination.tsx';
import { PageTitle, QueryView } from '../../../components/states.tsx';
import { useCompany } from '../../../lib/company-context.tsx';
import { useBoards } from '../api/get-boards.ts';
import { noticeNumber } from './notice-number.ts';

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The notice list (R4-0): number, title and date, paginated. */
export function NoticeList({ size = constants.boardPageSizeDefault }: { size?: number }) {
  const { company } = useCompany();
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const query = useBoards({ type: 'notice', companyId: company.id, page, size });
  const total = query.data?.total ?? 0;
  const rows = query.data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil(total / size));

  return (
    <>
      <PageTitle title={messages.boards.noticeTitle} />
      <div className="page-body">
        <QueryView query={query} isEmpty={rows.length === 0} empty={messages.boards.emptyNotices}>
          <>
            <table className="board-table" aria-busy={query.isFetching}>
              <caption className="visually-hidden">{messages.boards.noticeTitle}</caption>
              <colgroup>
                <col className="board-table__col-number" />
                <col />
                <col className="board-table__col-date" />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">{messages.boards.number}</th>
                  <th scope="col">{messages.boards.subject}</th>
                  <th scope="col">{messages.boards.date}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.id} data-testid="notice-row">
                    <td className="board-table__number" data-testid="notice-number">
                      {noticeNumber(total, page, size, index)}
                    </td>
                    <td className="board-table__title">
                      <Link to={routePath('R4-0-1', { boardId: row.id }) ?? '/'}>{row.title}</Link>
                    </td>
                    <td className="board-table__date">{row.date.slice(0, 10)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {pageCount > 1 ? (
              <Pagination
                page={Math.min(page, pageCount)}
                pageCount={pageCount}
                onChange={(n) => {
                  setSearch(n === 1 ? {} : { page: String(n) });
                  window.scrollTo({ top: 0 });
                }}
              />
            ) : null}
          </>
        </QueryView>
      </div>
    </>
  );
}
