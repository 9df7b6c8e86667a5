import { useLayoutEffect, useState } from 'react';
import { Dialog } from './lazy-dialog.tsx';
import { messages } from '@portal/shared/messages';
import { askConfirm, registerNoticeHost, showNotice, type ConfirmLabels, type NoticeRequest } from './notice-events.ts';
import './dialogs.css';

export { askConfirm, showNotice };

/**
 * The portal's own notice and confirm dialogs, in place of the browser's alert() and confirm() boxes (issue 15
 * item 18): labelled alert dialogs above everything, focus trapped, Esc and × close, focus back to the opener.
 * Callers stay one line: `await showNotice(text)` (also from plain modules such as the API client) or
 * `const notice = useNotice(); await notice(text)` in components; `await askConfirm(text)` answers true or false.
 */

/** `const notice = useNotice(); await notice(text)`. */
export function useNotice(): (text: string) => Promise<void> {
  return showNotice;
}

/** `const confirm = useConfirm(); if (await confirm(text)) …`. */
export function useConfirm(): (text: string, labels?: ConfirmLabels) => Promise<boolean> {
  return askConfirm;
}

function NoticeDialog({ request, onDone }: { request: NoticeRequest; onDone: (ok: boolean) => void }) {
  const common = messages.common;
  const buttons =
    request.kind === 'notice'
      ? [{ content: common.confirm, buttonType: 'primary' as const, onClick: () => onDone(true), autoFocus: true }]
      : [
          // The safer answer has the focus: Enter or Space right away keeps the applicant where they are.
          { content: request.labels.cancel ?? common.cancel, onClick: () => onDone(false), autoFocus: true },
          { content: request.labels.confirm ?? common.confirm, buttonType: 'primary' as const, onClick: () => onDone(true) },
        ];
  return (
    <Dialog
      role="alertdialog"
      title={common.noticeTitle}
      width="large"
      className="notice-dialog"
      onClose={() => onDone(false)}
      footerButtons={buttons}
      renderBody={(props) => (
        <Dialog.Body>
          {/* The dialog's description: a screen reader reads the text with the title. */}
          <p id={(props as { dialogDescriptionId?: string }).dialogDescriptionId} className="notice-dialog__text">
            {request.text}
          </p>
        </Dialog.Body>
      )}
    />
  );
}

/** Shows the queued notices one after another (mounted once, in the app's providers). */
export function NoticeProvider() {
  const [queue, setQueue] = useState<NoticeRequest[]>([]);
  // A layout effect: registered before any screen's ordinary effect of the same render can ask for a notice.
  useLayoutEffect(() => {
    const host = (r: NoticeRequest) =>
      setQueue((q) => {
        // The same notice already waiting (two failed calls saying the same): one dialog answers both.
        if (r.kind === 'notice') {
          const same = q.find((x): x is Extract<NoticeRequest, { kind: 'notice' }> => x.kind === 'notice' && x.text === r.text);
          const both = () => {
            same?.resolve();
            r.resolve();
          };
          if (same) return q.map((x) => (x === same ? { ...same, resolve: both } : x));
        }
        return [...q, r];
      });
    return registerNoticeHost(host);
  }, []);
  const current = queue[0];
  if (!current) return null;
  const done = (ok: boolean) => {
    setQueue((q) => q.slice(1));
    if (current.kind === 'notice') current.resolve();
    else current.resolve(ok);
  };
  return <NoticeDialog key={current.id} request={current} onDone={done} />;
}
