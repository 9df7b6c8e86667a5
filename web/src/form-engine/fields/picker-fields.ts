import type { FieldComponent } from '../types.ts';
import type { FieldType } from '@portal/shared/form-model/definition';
import { AddressField } from './address-field.tsx';
import { CertificateField } from './certificate-field.tsx';
import { LanguageField } from './language-field.tsx';
import { MajorField } from './major-field.tsx';
import { OrganizationField } from './organization-field.tsx';

/** The picker-backed field types, to merge into the form engine's registry. */
export const pickerFields = {
  certificate: CertificateField,
  language: LanguageField,
  organization: OrganizationField,
  major: MajorField,
  address: AddressField,
} satisfies Partial<Record<FieldType, FieldComponent>>;
