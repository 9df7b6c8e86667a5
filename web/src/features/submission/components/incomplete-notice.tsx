import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '@portal/shared/messages';

const m = messages.submission;

/**
 * Pages that still need a complete save, each a link to it. `urgent` (a refused submit) makes it an alert so that
 * screen readers announce it as well as the scroll to the top.
 */
export const IncompleteNotice = forwardRef<
  HTMLDivElement,
  { message: string; detail?: string | undefined; pages: number[]; pageTitles: string[]; pathOf: (page: number) => string; urgent: boolean }
>(function IncompleteNotice({ message, detail, pages, pageTitles, pathOf, urgent }, ref) {
    return (
      <div ref={ref} className={`pv-notice${urgent ? ' pv-notice--error' : ''}`} role={urgent ? 'alert' : 'status'} tabIndex={-1}>
        <p className="pv-notice__text">{message}</p>
        {detail && detail !== message ? <p className="pv-notice__detail">{detail}</p> : null}
        {pages.length > 0 ? (
          <ul className="pv-notice__links">
            {pages.map((p) => (
              <li key={p}>
                <Link to={pathOf(p)}>{m.goToPage(pageTitles[p] ?? String(p + 1))}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
});
