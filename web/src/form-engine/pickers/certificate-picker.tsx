import { messages } from '@portal/shared/messages';
import { OptionListDialog, type OptionListDialogProps } from './option-list-dialog.tsx';

const m = messages.pickers.certificate;

/** '자격증': 필수 자격증, the preferred list ('우대 자격증' or the configured label, or none) and the all list. */
export function CertificatePicker(props: Omit<OptionListDialogProps, 'title' | 'defaults'>) {
  return <OptionListDialog {...props} title={m.title} defaults={{ requirement: m.requirement, preference: m.preference }} />;
}
