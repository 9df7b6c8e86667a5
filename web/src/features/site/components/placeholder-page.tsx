import { messages } from '@portal/shared/messages';
import { PageTitle } from '../../../components/states.tsx';

/** A screen that is not built yet. */
export function PlaceholderPage({ title = messages.placeholder.title }: { title?: string }) {
  return (
    <>
      <PageTitle title={title} />
      <div className="page-body">
        <p className="empty-state" role="status">
          {messages.placeholder.comingSoon}
        </p>
      </div>
    </>
  );
}
