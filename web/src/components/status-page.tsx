import type { ReactNode } from 'react';

/** The 404-style page shared by 'not found' and 'redirect': code, title, countdown text, actions. */
export function StatusPage({ id, title, text, textTestId, actions }: { id: string; title: string; text: string; textTestId?: string; actions: ReactNode }) {
  return (
    <section className="status-page" aria-labelledby={id}>
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id={id} className="status-page__title">
        {title}
      </h1>
      <p className="status-page__text" role="timer" aria-live="off" data-testid={textTestId}>
        {text}
      </p>
      <div className="status-page__actions">{actions}</div>
    </section>
  );
}
