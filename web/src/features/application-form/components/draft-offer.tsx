import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';

const pm = messages.formPage;

/** 'Unsaved input was found in this browser': restore it or discard it. */
export function DraftOffer({ onRestore, onDiscard }: { onRestore: () => void; onDiscard: () => void }) {
  return (
    <div className="fe-draft" role="status">
      <span>{pm.draftFound}</span>
      <Button size="small" variant="primary" onClick={onRestore}>
        {pm.draftRestore}
      </Button>
      <Button size="small" onClick={onDiscard}>
        {pm.draftDiscard}
      </Button>
    </div>
  );
}
