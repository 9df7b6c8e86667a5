import type { ReactNode } from 'react';
import { Button } from '@primer/react';
import { messages } from '@portal/shared';

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
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
