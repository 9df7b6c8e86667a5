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
export function InlineLoading({ text = messages.common.loadingPage }: { text?: string }) {
  return (
    <div className="inline-loading" role="status" aria-live="polite">
      <Spinner size="medium" srText={null} />
      <span>{text}</span>
    </div>
  );
}
