import type { MouseEvent } from 'react';
import { messages } from '@portal/shared/messages';

/** Page numbers around the current page (at most `window` numbers). */
export function pageWindow(current: number, count: number, window = 10): number[] {
  const start = Math.floor((current - 1) / window) * window + 1;
  const end = Math.min(count, start + window - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Korean board pagination: links with ?page=N, handled client-side. */
export function Pagination({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  const go = (n: number) => (e: MouseEvent) => {
    e.preventDefault();
    if (n !== page && n >= 1 && n <= pageCount) onChange(n);
  };
  const href = (n: number) => `?page=${n}`;
  const pages = pageWindow(page, pageCount);
  return (
    <nav className="pagination" aria-label={messages.boards.pagination}>
      <a className="pagination__step" href={href(Math.max(1, page - 1))} onClick={go(page - 1)} aria-disabled={page <= 1} aria-label={messages.boards.previousPage}>
        ‹
      </a>
      {pages.map((n) => (
        <a
          key={n}
          className={`pagination__page${n === page ? ' is-current' : ''}`}
          href={href(n)}
          onClick={go(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={messages.boards.pageN(n)}
        >
          {n}
        </a>
      ))}
      <a
        className="pagination__step"
        href={href(Math.min(pageCount, page + 1))}
        onClick={go(page + 1)}
        aria-disabled={page >= pageCount}
        aria-label={messages.boards.nextPage}
      >
        ›
      </a>
    </nav>
  );
}
