import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { RichText } from '../../../components/rich-text.tsx';
import { PageTitle, QueryView } from '../../../components/states.tsx';
import { useCompany } from '../../../lib/company-context.tsx';
import { useBoards } from '../api/get-boards.ts';

/** FAQ (R4-1): expandable questions with their answers. */
export function FaqList() {
  const { company } = useCompany();
  const query = useBoards({ type: 'faq', companyId: company.id, page: 1, size: constants.boardPageSizeMax });
  const rows = query.data?.data ?? [];
  return (
    <>
      <PageTitle title={messages.boards.faqTitle} />
      <div className="page-body">
        <QueryView query={query} isEmpty={rows.length === 0} empty={messages.boards.emptyFaq}>
          <ul className="faq-list">
            {rows.map((row) => (
              <li key={row.id} className="faq-item">
                <details>
                  <summary className="faq-item__question">
                    <span className="faq-item__q" aria-hidden="true">
                      Q
                    </span>
                    <span className="faq-item__title">{row.title}</span>
                    <span className="faq-item__chevron" aria-hidden="true" />
                  </summary>
                  <div className="faq-item__answer">
                    <span className="faq-item__a" aria-hidden="true">
                      A
                    </span>
                    <RichText html={row.content ?? ''} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </QueryView>
      </div>
    </>
  );
}
