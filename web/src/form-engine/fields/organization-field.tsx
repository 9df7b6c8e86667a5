import { useState } from 'react';
import { messages } from '@portal/shared/messages';
import type { MedicalInstitution } from '@portal/shared/schemas/form-api';
import { useFormEngine } from '../form-engine-context.tsx';
import { MedicalPicker } from '../pickers/medical-picker.tsx';
import type { PickedOption } from '../pickers/option-filter.ts';
import { OrganizationPicker } from '../pickers/organization-picker.tsx';
import { pickerField } from '../pickers/picker-trigger.tsx';
import { isMedicalCareer } from '../pickers/row-model.ts';
import { fieldName, type FieldProps } from '../types.ts';
import { useFieldError } from './field-shell.tsx';
import { useFormMethods } from '../form-methods.tsx';

const SET = { shouldDirty: true, shouldValidate: true } as const;

/**
 * organization (spec 2.10, 2.11): opens the organisation picker; choosing sets company_id and the field.
 * In a medical-career row (model applicant_career_medicals, from the item's definition) it opens the
 * medical-institution picker instead: company_id, organization_name and turnover_reason (the type).
 */
export function OrganizationField(props: FieldProps) {
  const { item, prefix } = props;
  const { taskId } = useFormEngine();
  const { register, setValue } = useFormMethods();
  const name = fieldName(props);
  const error = useFieldError(name);
  const [open, setOpen] = useState(false);
  const medical = isMedicalCareer(item, prefix);

  const chooseOrganization = (p: PickedOption) => {
    setValue(`${prefix}company_id`, p.id === null ? '' : String(p.id), SET);
    setValue(name, p.name, SET);
    setOpen(false);
  };
  const chooseMedical = (m: MedicalInstitution) => {
    setValue(`${prefix}company_id`, String(m.id), SET);
    setValue(`${prefix}organization_name`, m.name, SET);
    if (name !== `${prefix}organization_name`) setValue(name, m.name, SET);
    setValue(`${prefix}turnover_reason`, m.type, SET);
    setOpen(false);
  };

  return pickerField(props, {
    title: medical ? messages.pickers.medical.title : messages.pickers.organization.title,
    registration: register(name),
    error,
    onOpen: () => setOpen(true),
    picker: !open ? null : medical ? (
      <MedicalPicker onChoose={chooseMedical} onClose={() => setOpen(false)} />
    ) : (
      <OrganizationPicker taskId={taskId} onChoose={chooseOrganization} onClose={() => setOpen(false)} />
    ),
  });
}
