import { useRef } from 'react';
import { useController } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import { blockNonNumeric } from '../../lib/input-guards.ts';
import { useRules } from '../rules/rules-context.tsx';
import { fieldName, type FieldProps } from '../types.ts';
import { groupShell } from './field-shell.tsx';
import { TextField } from './basic-fields.tsx';
import { useFormMethods } from '../form-methods.tsx';

const pm = messages.formPage;

/** The stored value ('1234-56789') split into the format's digit groups; a value without dashes is cut by length. */
export function splitCertificateNumber(value: string, parts: number[]): string[] {
  const pieces = value.includes('-') ? value.split('-') : parts.map((_, i) => value.slice(parts.slice(0, i).reduce((a, b) => a + b, 0), parts.slice(0, i + 1).reduce((a, b) => a + b, 0)));
  return parts.map((_, i) => pieces[i] ?? '');
}

/**
 * certificate_number (spec 2.10, 5 'Certificates'): a split input when a certificate_number_format rule applies to the
 * row's certificate (4-5 or 2-6 digits), each box digits only and moving on when full; the value stays one string
 * with dashes, as the server validates it. Without a ruled format it is a plain text input.
 */
export function CertificateNumberField(props: FieldProps) {
  const name = fieldName(props);
  const parts = useRules()?.certificateFormats[name];
  if (!parts || parts.length < 2) return <TextField {...props} />;
  return <SplitNumber {...props} name={name} parts={parts} />;
}

function SplitNumber(props: FieldProps & { name: string; parts: number[] }) {
  const { item, idBase, label, readOnly, name, parts } = props;
  const { control } = useFormMethods();
  const { field, fieldState } = useController({ name, control });
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const values = splitCertificateNumber(typeof field.value === 'string' ? field.value : '', parts);
  const change = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, parts[i]);
    const next = values.map((v, j) => (j === i ? digits : v));
    field.onChange(next.every((v) => v === '') ? '' : next.join('-'));
    if (digits.length === parts[i] && i < parts.length - 1) boxes.current[i + 1]?.focus();
  };
  return groupShell({
    id: idBase,
    label,
    required: item.required === 'Y',
    errors: [fieldState.error?.message],
    children: (
      <span className="fe-inline">
        {parts.map((n, i) => (
          <span key={i} className="fe-inline">
            {i > 0 ? <span aria-hidden="true">-</span> : null}
            <input
              ref={(el) => {
                boxes.current[i] = el;
                if (i === 0) field.ref(el);
              }}
              id={i === 0 ? idBase : `${idBase}-${i}`}
              className="fe-input"
              type="text"
              inputMode="numeric"
              size={n + 1}
              maxLength={n}
              placeholder={'0'.repeat(n)}
              value={values[i]}
              readOnly={readOnly}
              aria-label={pm.certificateNumberPart(label, i + 1, parts.length)}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? `${idBase}-error` : undefined}
              onKeyDown={blockNonNumeric(false)}
              onChange={(e) => change(i, e.target.value)}
              onBlur={field.onBlur}
            />
          </span>
        ))}
      </span>
    ),
  });
}
