import { messages } from '@portal/shared/messages';
import { OptionListDialog, type OptionListDialogProps } from './option-list-dialog.tsx';

const m = messages.pickers.organization;

/** '기관': required, preferred and all lists of organisations (type 'organizations'). */
export function OrganizationPicker(props: Omit<OptionListDialogProps, 'title' | 'defaults' | 'type'>) {
  return <OptionListDialog {...props} type="organizations" title={m.title} defaults={{ requirement: m.requirement, preference: m.preference }} />;
}
