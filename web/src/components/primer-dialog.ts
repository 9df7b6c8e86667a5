// Primer's Dialog in a chunk of its own, loaded by lazy-dialog.tsx when a dialog first opens.
import { Dialog } from '@primer/react';

export { Dialog };
