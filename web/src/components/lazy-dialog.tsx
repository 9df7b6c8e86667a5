import { lazy, Suspense, type ComponentProps } from 'react';
import type { Dialog as PrimerDialog } from '@primer/react';

/**
 * Primer's Dialog, loaded when a dialog first opens: the dialogs every page can show (notices, the footer's terms, the
 * consent step's texts) would otherwise load Primer's dialog, focus trap and tooltips with the page. Same props;
 * Dialog.Body renders inside an open dialog, when the module is already there.
 */
type DialogProps = ComponentProps<typeof PrimerDialog>;

let loaded: typeof PrimerDialog | undefined;
/** The dialog's module, loaded once; a test awaits it first so a dialog opens at once rather than after a slow import. */
export const loadDialog = () =>
  import('./primer-dialog.ts').then((m) => {
    loaded = m.Dialog;
    return { default: m.Dialog };
  });
const Loaded = lazy(loadDialog);

function LazyDialog(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

function Body(props: ComponentProps<typeof PrimerDialog.Body>) {
  const Dialog = loaded;
  return Dialog ? <Dialog.Body {...props} /> : <div {...props} />;
}

export const Dialog = Object.assign(LazyDialog, { Body });
