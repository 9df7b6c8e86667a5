import { messages } from '@portal/shared/messages';
import { RichText } from '../../../components/rich-text.tsx';
import { EmptyState, PageTitle } from '../../../components/states.tsx';
import { useCompany } from '../../../lib/company-context.tsx';
import { hasRichContent } from '../../../lib/sanitize.ts';

/** Company introduction (R4-3): site.introduction. */
export function Introduction() {
  const { company } = useCompany();
  const html = company.site.introduction;
  return (
    <>
      <PageTitle title={messages.boards.introductionTitle} />
      <div className="page-body">
        {hasRichContent(html) ? <RichText className="introduction" html={html} /> : <EmptyState>{messages.boards.emptyIntroduction}</EmptyState>}
      </div>
    </>
  );
}
