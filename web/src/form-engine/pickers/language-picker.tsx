import { useCallback } from 'react';
import { messages } from '@portal/shared/messages';
import type { OptionList } from '@portal/shared/schemas/form-api';
import { OptionListDialog, type OptionListDialogProps } from './option-list-dialog.tsx';

const m = messages.pickers;

/** Pre-registration must be chosen first when the list uses it (spec 5 'Language'). */
export const preRegistrationGuard = (preRegistration: string | undefined) => (list: OptionList) =>
  list.usage_pre_registration === 'Y' && !preRegistration ? m.preRegistrationFirst : undefined;

/** '어학시험': 필수/우대 어학시험 (or the configured label) and the all list. */
export function LanguagePicker({
  preRegistration,
  ...props
}: Omit<OptionListDialogProps, 'title' | 'defaults' | 'type' | 'guard'> & { preRegistration?: string | undefined }) {
  const guard = useCallback((list: OptionList) => preRegistrationGuard(preRegistration)(list), [preRegistration]);
  return <OptionListDialog {...props} type="languages" guard={guard} title={m.language.title} defaults={{ requirement: m.language.requirement, preference: m.language.preference }} />;
}
