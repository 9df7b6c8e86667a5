import type { UndeliveredMessage } from '@portal/shared/schemas/find-application';
import { undeliveredMessages as t } from '@portal/shared/messages/undelivered';

/** The mails and texts about one item of the history that did not arrive (issue 42), one polite line each. */
export function UndeliveredNotes({ notes }: { notes: readonly UndeliveredMessage[] }) {
  if (notes.length === 0) return null;
  return (
    <div className="fa-undelivered" role="note" aria-label={t.label} data-testid="history-undelivered">
      {notes.map((n) => (
        <p key={`${n.item}.${n.channel}.${n.stepId ?? ''}`}>{t.line(n.item, n.channel, n.problem)}</p>
      ))}
    </div>
  );
}
