import { useState } from 'react';
import { messages } from '@portal/shared/messages';
import type { AddressEntry } from '@portal/shared/schemas/form-api';
import { blockEnter } from '../../lib/input-guards.ts';
import { AddressSearchDialog } from '../pickers/address-search-dialog.tsx';
import { fieldName, type FieldProps } from '../types.ts';
import { groupShell, useFieldErrors, itemShellProps } from './field-shell.tsx';
import '../pickers/pickers.css';
import { useFormMethods } from '../form-methods.tsx';

const a = messages.pickers.address;
const SET = { shouldDirty: true, shouldValidate: true } as const;

/**
 * address (spec 2.10): postal code and road address come from the '우편번호 찾기' dialog; the detail address is
 * typed by hand. Payload: post_code, {field} and {field}_detail of the same container (form/build-schema.ts).
 */
export function AddressField(props: FieldProps) {
  const { prefix, label, idBase, readOnly } = props;
  const { register, setValue } = useFormMethods();
  const name = fieldName(props);
  const postCode = `${prefix}post_code`;
  const detail = `${name}_detail`;
  const errors = useFieldErrors([postCode, name, detail]);
  const [open, setOpen] = useState(false);
  const openDialog = readOnly ? undefined : () => setOpen(true);

  const choose = (entry: AddressEntry) => {
    setValue(postCode, entry.post_code, SET);
    setValue(name, entry.road_address, SET);
    setOpen(false);
  };

  return groupShell({
    ...itemShellProps(props),
    // A Korean road address ('서울특별시 강남구 테헤란로 123 (역삼동, 한국타워)') needs the row's full width (issue 15 item 20).
    fullWidth: true,
    errors,
    children: (
      <>
        <div className="picker-field picker-field--address">
          <div className="picker-field__row">
            <input
              id={`${idBase}-post-code`}
              className="fe-input picker-field__postcode"
              type="text"
              readOnly
              aria-label={`${label} ${a.postCodeLabel}`}
              aria-invalid={errors[0] ? true : undefined}
              aria-describedby={errors[0] ? `${idBase}-error` : undefined}
              onClick={openDialog}
              onKeyDown={blockEnter}
              {...register(postCode)}
            />
            {readOnly ? null : (
              <button type="button" className="fe-button" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`${label} ${a.title}`}>
                {a.title}
              </button>
            )}
          </div>
          <input
            id={`${idBase}-road`}
            className="fe-input picker-field__road"
            type="text"
            readOnly
            aria-label={label}
            aria-invalid={errors[1] ? true : undefined}
            aria-describedby={errors[1] ? `${idBase}-error` : undefined}
            onClick={openDialog}
            onKeyDown={blockEnter}
            {...register(name)}
          />
          <input
            id={`${idBase}-detail`}
            className="fe-input"
            type="text"
            readOnly={readOnly}
            aria-label={`${label} ${a.detailLabel}`}
            aria-invalid={errors[2] ? true : undefined}
            aria-describedby={errors[2] ? `${idBase}-error` : undefined}
            placeholder={readOnly ? undefined : a.detailPlaceholder}
            onKeyDown={blockEnter}
            {...register(detail)}
          />
        </div>
        {open ? <AddressSearchDialog onChoose={choose} onClose={() => setOpen(false)} /> : null}
      </>
    ),
  });
}
