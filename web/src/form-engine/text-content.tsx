import { useState } from 'react';
import { Dialog } from '@primer/react';
import { messages } from '@portal/shared/messages';

const tc = messages.formPage.textContent;
/** Help text longer than this, or over this many lines, opens in the text-content dialog (spec 2.10). */
const LONG_TEXT_CHARS = 150;
const LONG_TEXT_LINES = 3;
const SUMMARY_CHARS = 60;

export const isLongText = (text: string) => text.length > LONG_TEXT_CHARS || text.split('\n').length > LONG_TEXT_LINES;

/** 2.10: a dialog showing long descriptive text, closed with '확인'. */
export function TextContentDialog({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  return (
    <Dialog title={title} onClose={onClose} width="large" footerButtons={[{ content: tc.confirm, buttonType: 'primary', onClick: onClose, autoFocus: true }]}>
      <div className="fe-text-content">{text}</div>
    </Dialog>
  );
}

/** A long help text: its opening words in place and the whole text one click away ('자세히 보기'). */
export function LongTextCaption({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const firstLine = text.split('\n')[0]!.trim();
  const summary = firstLine.length > SUMMARY_CHARS ? `${firstLine.slice(0, SUMMARY_CHARS)}…` : firstLine;
  return (
    <>
      <span className="fe-caption__summary">{summary}</span>{' '}
      <button type="button" className="fe-link-button" aria-haspopup="dialog" aria-label={tc.openFor(label)} onClick={() => setOpen(true)}>
        {tc.open}
      </button>
      {open ? <TextContentDialog title={label} text={text} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
