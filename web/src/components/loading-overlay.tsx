import { Spinner } from '@primer/react';
import { messages } from '@portal/shared/messages';

/** The full-screen loading overlay ('페이지를 불러오는 중입니다.'). */
export function LoadingOverlay({ text = messages.common.loadingPage }: { text?: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="loading-overlay__box">
        <Spinner size="large" srText={null} />
        <p className="loading-overlay__text">{text}</p>
      </div>
    </div>
  );
}

/** An inline loading state for a section of a page. */
export function InlineLoading({ text = messages.common.loadingPage, page = false }: { text?: string; page?: boolean }) {
  return (
    // A whole page's loading state holds the viewport, so the footer is below the fold before the page arrives and
    // is not pushed down in view when it does (layout shift).
    <div className={page ? 'inline-loading inline-loading--page' : 'inline-loading'} role="status" aria-live="polite">
      <Spinner size="medium" srText={null} />
      <span>{text}</span>
    </div>
  );
}
