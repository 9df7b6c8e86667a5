import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { messages } from '@portal/shared/messages';
import type { StepQuestion } from '@portal/shared/schemas/steps';
import { usePasteLimit } from '../../../form-engine/fields/paste-limit.tsx';
import { StatusNote } from './question-shell.tsx';

/**
 * Pasting into a step answer's text: where the question says no_paste, pasting and dropping are refused with a
 * notice; elsewhere a paste cut at the field's maxLength says so, as the main form's fields do (ux.md p10). One
 * notice per question, under its inputs; `noteId` is for the inputs' aria-describedby while it shows.
 */
export function useStepPaste(question: StepQuestion, idBase: string) {
  const [refused, setRefused] = useState(false);
  const cut = usePasteLimit(idBase);
  if (!question.no_paste) return cut;
  const noteId = `${idBase}-paste`;
  const refuse = (e: ClipboardEvent | DragEvent) => {
    e.preventDefault();
    setRefused(true);
  };
  return {
    handlers: { onPaste: refuse, onDrop: refuse },
    noteId: refused ? noteId : undefined,
    note: refused ? <StatusNote id={noteId}>{messages.steps.pasteBlocked}</StatusNote> : null,
  };
}
