import { useState } from 'react';
import { messages } from '@portal/shared/messages';
import { MajorPicker } from '../pickers/major-picker.tsx';
import { pickerField } from '../pickers/picker-trigger.tsx';
import { fieldName, type FieldProps } from '../types.ts';
import { useFieldError } from './field-shell.tsx';
import { useFormMethods } from '../form-methods.tsx';

/**
 * major (spec 2.10, 2.11): opens the major picker. Its fixed list is the item's active options when the
 * definition gives them, else the catalogue's three default majors; free input is always possible.
 */
export function MajorField(props: FieldProps) {
  const { item } = props;
  const { register, setValue } = useFormMethods();
  const name = fieldName(props);
  const error = useFieldError(name);
  const [open, setOpen] = useState(false);
  const configured = (item.options ?? []).filter((o) => o.status === 'Y').map((o) => o.title);
  const majors = configured.length ? configured : messages.pickers.major.defaults;

  return pickerField(props, {
    title: messages.pickers.major.title,
    registration: register(name),
    error,
    onOpen: () => setOpen(true),
    picker: open ? (
      <MajorPicker
        majors={majors}
        onChoose={(major) => {
          setValue(name, major, { shouldDirty: true, shouldValidate: true });
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    ) : null,
  });
}
