import { Dialog } from '../../../components/lazy-dialog.tsx';
import { useNavigate } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';

const m = messages.apply.duplicate;

/** The duplicate case (spec 8 'Auth step'): an in-progress application exists with the entered information. */
export function DuplicateDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      title={m.title}
      onClose={onClose}
      role="alertdialog"
      footerButtons={[
        { content: m.close, onClick: onClose },
        { content: m.check, buttonType: 'primary', onClick: () => navigate(routePath('R5-0') ?? '/check') },
      ]}
    >
      <p className="apply-dialog__text">{m.body}</p>
      <p className="apply-dialog__text">{m.detail}</p>
    </Dialog>
  );
}
