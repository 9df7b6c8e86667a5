import type { FieldType } from '@portal/shared/form/definition';
import {
  BirthdateField,
  CheckboxField,
  DateField,
  DateRangeField,
  HiddenField,
  MultilineField,
  NameChangeField,
  NumberField,
  RadioField,
  RatioField,
  SelectField,
  TextField,
} from './fields/basic-fields.tsx';
import type { FieldRegistry } from './types.ts';
import { uploadFields } from './fields/upload-fields.ts';
import { pickerFields } from './fields/picker-fields.ts';
import { LanguageGradeField, LanguageScoreField } from './fields/language-result-fields.tsx';
import { HighSchoolGradeField } from './fields/high-school-grade-field.tsx';
import { VerifiedRowDateField } from './ets/verified-date-field.tsx';
import { CertificateNumberField } from './fields/certificate-number-field.tsx';

/** Every input type of spec 2.10 and the component that renders it. */
export const fieldRegistry: FieldRegistry = {
  text: TextField,
  email: TextField,
  certificate_number: CertificateNumberField,
  number: NumberField,
  float: NumberField,
  language_score: LanguageScoreField,
  multiline: MultilineField,
  // A verified language result's test date is read-only (spec 2.13); any other date is the plain DateField.
  date: VerifiedRowDateField,
  date_range: DateRangeField,
  birthdate: BirthdateField,
  birthdate_md: BirthdateField,
  radio: RadioField,
  target: RadioField,
  checkbox: CheckboxField,
  select: SelectField,
  select_reference: SelectField,
  select_grade_high_school: HighSchoolGradeField,
  language_grade: LanguageGradeField,
  ratio: RatioField,
  name_change: NameChangeField,
  hidden: HiddenField,
  ...pickerFields,
  ...uploadFields,
} satisfies Record<FieldType, unknown>;
