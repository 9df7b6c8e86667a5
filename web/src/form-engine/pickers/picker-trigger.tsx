import type { ReactElement, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import { blockEnter } from '../../lib/input-guards.ts';
import { describedBy, fieldShell, itemShellProps } from '../fields/field-shell.tsx';
import type { FieldProps } from '../types.ts';
import './pickers.css';

/**
 * A picker field's face (spec 2.10): the chosen value in a read-only input (labelled by the field shell) and a
 * button that opens the picker. The value changes only through the picker.
 */
export function PickerTrigger({
  id,
  label,
  title,
  registration,
  invalid,
  describedBy,
  disabled,
  onOpen,
}: {
  id: string;
  label: string;
  /** The picker's title: the button reads '{title} 찾기'. */
  title: string;
  registration: UseFormRegisterReturn;
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean;
  onOpen: () => void;
}) {
  return (
    <div className="picker-field">
      <input
        id={id}
        className="fe-input"
        type="text"
        readOnly
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={disabled ? undefined : onOpen}
        onKeyDown={blockEnter}
        {...registration}
      />
      {disabled ? null : (
        <button type="button" className="fe-button picker-field__open" onClick={onOpen} aria-haspopup="dialog" aria-label={`${label} ${messages.pickers.open(title)}`}>
          {messages.pickers.open(title)}
        </button>
      )}
    </div>
  );
}

/**
 * A picker field: the item's shell around the trigger, and the picker itself while it is open (`picker`, null when
 * closed). The certificate, language, major, organization and medical fields differ only in their picker.
 */
export function pickerField(
  props: FieldProps,
  { title, registration, error, onOpen, picker }: { title: string; registration: UseFormRegisterReturn; error: string | undefined; onOpen: () => void; picker: ReactNode },
): ReactElement {
  const shell = itemShellProps(props);
  return fieldShell({
    ...shell,
    error,
    children: (
      <>
        <PickerTrigger
          id={props.idBase}
          label={props.label}
          title={title}
          registration={registration}
          invalid={Boolean(error)}
          describedBy={describedBy(props.idBase, Boolean(shell.caption), error)}
          disabled={props.readOnly}
          onOpen={onOpen}
        />
        {picker}
      </>
    ),
  });
}
