import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize.ts';

/** Server rich text, sanitised with DOMPurify. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
