import type { ReactNode } from 'react';
import { Button } from '@primer/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@portal/shared/messages';
import { errorMessage } from '../lib/api-client.ts';
import { InlineLoading } from './loading-overlay.tsx';

/** An empty list's line; without a screen-specific text it is the generic one (spec 2.16). */
export function EmptyState({ children }: { children?: ReactNode }) {
  return <p className="empty-state">{children ?? messages.common.emptyList}</p>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <Button size="small" onClick={onRetry}>
          {messages.common.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** A page title band shared by the content pages. */
export function PageTitle({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="page-title">
      <div className="page-title__inner">
        <h1 className="page-title__heading">{title}</h1>
        {description ? <p className="page-title__description">{description}</p> : null}
      </div>
    </div>
  );
}

/** The loading (holding the page), error (with retry) and empty states every list screen shows before its content. */
export function QueryView({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  isEmpty: boolean;
  /** The screen's own empty text (e.g. '등록된 공지사항이 없습니다.'); the generic '리스트가 없습니다.' otherwise. */
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <InlineLoading page />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <EmptyState>{empty ?? messages.common.emptyList}</EmptyState>;
  return <>{children}</>;
}
