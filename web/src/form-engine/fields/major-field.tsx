import { useState } from 'react';
import { messages } from '@portal/shared';
import { MajorPicker } from '../pickers/major-picker.tsx';
import { PickerTrigger } from '../pickers/picker-trigger.tsx';
import { fieldName, type FieldProps } from '../types.ts';
import { fieldShell, describedBy, useFieldError } from './field-shell.tsx';
import { useFormMethods } from '../form-methods.tsx';

/**
 * major (spec 2.10, 2.11): opens the major picker. Its fixed list is the item's active options when the
 * definition gives them, else the catalogue's three default majors; free input is always possible.
 */
export function MajorField(props: FieldProps) {
  const { item, label, idBase, readOnly } = props;
  const { register, setValue } = useFormMethods();
  const name = fieldName(props);
  const error = useFieldError(name);
  const [open, setOpen] = useState(false);
  const caption = item.comment ?? undefined;
  const configured = (item.options ?? []).filter((o) => o.status === 'Y').map((o) => o.title);
  const majors = configured.length ? configured : messages.pickers.major.defaults;

  return fieldShell({
    id: idBase,
    label,
    required: item.required === 'Y',
    error,
    caption,
    fullWidth: item.input_type.full_width === 'Y',
    children: (
      <>
        <PickerTrigger
          id={idBase}
          label={label}
          title={messages.pickers.major.title}
          registration={register(name)}
          invalid={Boolean(error)}
          describedBy={describedBy(idBase, Boolean(caption), error)}
          disabled={readOnly}
          onOpen={() => setOpen(true)}
        />
        {open ? (
          <MajorPicker
            majors={majors}
            onChoose={(major) => {
              setValue(name, major, { shouldDirty: true, shouldValidate: true });
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </>
    ),
  });
}
