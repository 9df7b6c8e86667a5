import { useMemo, useState } from 'react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { useToast } from '../../components/toast.tsx';
import { useFormEngine } from '../form-engine-context.tsx';
import { useOptionList } from '../pickers/api/get-option-list.ts';
import { LanguagePicker, preRegistrationGuard } from '../pickers/language-picker.tsx';
import type { PickedOption } from '../pickers/option-filter.ts';
import { pickerField } from '../pickers/picker-trigger.tsx';
import { usePreRegistrationReset } from '../pickers/use-pre-registration-reset.ts';
import { useLanguageScore } from '../ets/use-language-score.ts';
import { fieldName, type FieldProps } from '../types.ts';
import { useFieldError } from './field-shell.tsx';
import { useFormMethods } from '../form-methods.tsx';

const SET = { shouldDirty: true, shouldValidate: true } as const;
/** A new test makes the row's earlier score and grade meaningless. */
const CLEARED_ON_CHOOSE = ['score', 'grade', 'etc_score', 'etc_grade'] as const;

/**
 * language (spec 2.10, 2.11, 5 'Language'): opens the language-test picker. Choosing sets language_id,
 * language_name and certification_organization and clears score and grade. When the list uses
 * pre-registration, the picker opens only once the row's pre_registration is chosen, and changing it
 * clears the row (spec 4).
 */
export function LanguageField(props: FieldProps) {
  const { prefix, readOnly } = props;
  const { taskId } = useFormEngine();
  const toast = useToast();
  const { register, setValue, getValues } = useFormMethods();
  const name = fieldName(props);
  const error = useFieldError(name);
  const [open, setOpen] = useState(false);
  const params = { type: 'languages' as const, taskId };
  // Loaded with the row: its pre-registration setting decides whether the picker may open.
  const list = useOptionList(params, !readOnly).data;
  const extra = useMemo(() => [name.slice(prefix.length)], [name, prefix]);
  usePreRegistrationReset(prefix, list?.usage_pre_registration === 'Y', extra);
  // A test the list's `ets` names is verified through the provider's popup first (spec 2.13).
  const languageScore = useLanguageScore({ prefix, languageField: name.slice(prefix.length) });

  const preRegistration = () => (getValues(`${prefix}pre_registration`) as string | undefined) || undefined;
  const warn = (message: string) => toast({ message, variant: 'error', durationMs: constants.errorSnackbarMs });

  const onOpen = () => {
    // The row's own list (with a ruled prerequisite, its variant); before it loads the picker shows its loading state.
    const message = list ? preRegistrationGuard(preRegistration())(list) : undefined;
    if (message) warn(message);
    else setOpen(true);
  };

  const apply = (p: PickedOption) => {
    setValue(`${prefix}language_id`, p.id === null ? '' : String(p.id), SET);
    setValue(`${prefix}language_name`, p.name, SET);
    if (name !== `${prefix}language_name`) setValue(name, p.name, SET);
    setValue(`${prefix}certification_organization`, p.certification_organization, SET);
    for (const f of CLEARED_ON_CHOOSE) setValue(`${prefix}${f}`, '', { shouldDirty: true });
  };
  const choose = (p: PickedOption) => {
    setOpen(false);
    languageScore.choose(p, list, apply);
  };

  return pickerField(props, {
    title: messages.pickers.language.title,
    registration: register(name),
    error,
    onOpen,
    picker: open ? (
      <LanguagePicker
        taskId={taskId}
        preRegistration={preRegistration()}
        onChoose={choose}
        onClose={() => setOpen(false)}
        onGuard={(message) => {
          // The list was not cached yet when the button was pressed: same message, then close.
          warn(message);
          setOpen(false);
        }}
      />
    ) : null,
  });
}
