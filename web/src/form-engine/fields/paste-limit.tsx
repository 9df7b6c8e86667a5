import { useState, type ClipboardEvent, type FormEvent, type ReactNode } from 'react';
import { messages } from '@portal/shared/messages';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The field's maxLength when pasting `e`'s text in place of the selection would exceed it; otherwise undefined. */
export function pasteOverLimit(e: ClipboardEvent<TextControl>): number | undefined {
  const el = e.currentTarget;
  const max = el.maxLength;
  if (max < 0) return undefined;
  const text = e.clipboardData.getData('text');
  const end = el.selectionEnd ?? el.value.length;
  const start = el.selectionStart ?? end;
  return el.value.length - (end - start) + text.length > max ? max : undefined;
}

/**
 * Issue 15 item 20: the browser cuts a paste at maxLength without a word. The field shows the catalogue's notice
 * (a status region under the input) until the applicant edits it below the limit.
 */
export function usePasteLimit(id: string): {
  handlers: { onPaste: (e: ClipboardEvent<TextControl>) => void; onInput: (e: FormEvent<TextControl>) => void };
  noteId: string | undefined;
  note: ReactNode;
} {
  const [max, setMax] = useState<number | undefined>();
  const noteId = `${id}-paste`;
  return {
    handlers: {
      onPaste: (e) => setMax(pasteOverLimit(e)),
      onInput: (e) => {
        if (max !== undefined && e.currentTarget.value.length < max) setMax(undefined);
      },
    },
    noteId: max === undefined ? undefined : noteId,
    note:
      max === undefined ? null : (
        <p id={noteId} className="fe-paste-note" role="status">
          {messages.formPage.pasteTruncated(max)}
        </p>
      ),
  };
}
