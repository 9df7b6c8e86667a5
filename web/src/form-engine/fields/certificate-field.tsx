import { useState } from 'react';
import { messages } from '@portal/shared/messages';
import { useFormEngine } from '../form-engine-context.tsx';
import { CertificatePicker } from '../pickers/certificate-picker.tsx';
import type { PickedOption } from '../pickers/option-filter.ts';
import { pickerField } from '../pickers/picker-trigger.tsx';
import { optionListTypeOf } from '../pickers/row-model.ts';
import { fieldName, type FieldProps } from '../types.ts';
import { useFieldError } from './field-shell.tsx';
import { useFormMethods } from '../form-methods.tsx';

const SET = { shouldDirty: true, shouldValidate: true } as const;

/**
 * certificate (spec 2.10, 2.11): opens the certificate picker of the row's table (applicant_certificates →
 * certificates, applicant_additional_certificates → additional_certificates, ...). Choosing sets
 * certificate_id, certificate_name and certification_organization of the row.
 */
export function CertificateField(props: FieldProps) {
  const { item, prefix } = props;
  const { taskId } = useFormEngine();
  const { register, setValue } = useFormMethods();
  const name = fieldName(props);
  const error = useFieldError(name);
  const [open, setOpen] = useState(false);

  const choose = (p: PickedOption) => {
    setValue(`${prefix}certificate_id`, p.id === null ? '' : String(p.id), SET);
    setValue(`${prefix}certificate_name`, p.name, SET);
    if (name !== `${prefix}certificate_name`) setValue(name, p.name, SET);
    setValue(`${prefix}certification_organization`, p.certification_organization, SET);
    setOpen(false);
  };

  return pickerField(props, {
    title: messages.pickers.certificate.title,
    registration: register(name),
    error,
    onOpen: () => setOpen(true),
    picker: open ? <CertificatePicker type={optionListTypeOf(item, prefix, 'certificates')} taskId={taskId} onChoose={choose} onClose={() => setOpen(false)} /> : null,
  });
}
