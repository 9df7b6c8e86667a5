import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../../components/lazy-dialog.tsx';
import { messages } from '@portal/shared/messages';

// Every page's footer has these links: the text and its sanitiser (DOMPurify) load with the dialog, not with the page.
const loadTermsText = () => import('./terms-text.tsx');
const TermsText = lazy(loadTermsText);

/**
 * A footer link that opens a terms dialog (privacy policy, e-mail collection refusal): above the sticky header
 * (components/dialogs.css), focus on its 닫기 so a long text scrolls under the title, back on the link when closed.
 */
export function TermsDialogLink({ label, html, strong = false }: { label: string; html: string; strong?: boolean }) {
  const [open, setOpen] = useState(false);
  // The dialog opens with its text, not empty and then growing; a failed load still opens it (lazy shows the error).
  const openWithText = () => {
    const show = () => setOpen(true);
    loadTermsText().then(show, show);
  };
  return (
    <>
      <button type="button" className={`footer-link${strong ? ' footer-link--strong' : ''}`} onClick={openWithText} aria-haspopup="dialog">
        {label}
      </button>
      {open ? (
        <Dialog title={label} onClose={() => setOpen(false)} width="xlarge" footerButtons={[{ content: messages.common.close, onClick: () => setOpen(false), autoFocus: true }]}>
          <Suspense fallback={null}>
            <TermsText html={html} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}
