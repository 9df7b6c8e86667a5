import { messages } from '@portal/shared/messages';
import { RichText } from '../../../components/rich-text.tsx';
import { hasRichContent } from '../../../lib/sanitize.ts';

/** A terms text, sanitised, or the empty-content line: its own chunk, so DOMPurify loads when a terms dialog opens. */
export default function TermsText({ html }: { html: string }) {
  return hasRichContent(html) ? <RichText className="terms-content" html={html} /> : <p className="empty-state">{messages.common.emptyContent}</p>;
}
