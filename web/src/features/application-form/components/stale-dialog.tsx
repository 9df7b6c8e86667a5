import { Dialog } from '@primer/react';
import { messages } from '@portal/shared/messages';

const pm = messages.formPage;

/** Another tab or device saved this page first: keep my input (the next save replaces theirs) or take theirs. */
export function StaleDialog({ onKeepMine, onUseServer, onClose }: { onKeepMine: () => void; onUseServer: () => void; onClose: () => void }) {
  return (
    <Dialog
      title={pm.staleTitle}
      role="alertdialog"
      onClose={onClose}
      footerButtons={[
        { content: pm.staleKeepMine, onClick: onKeepMine },
        { content: pm.staleUseServer, buttonType: 'primary', onClick: onUseServer },
      ]}
    >
      <p>{pm.stale}</p>
    </Dialog>
  );
}
