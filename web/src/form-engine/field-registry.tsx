import { memo } from 'react';
import type { FieldType } from '@portal/shared/form-model/definition';
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
import type { FieldComponent, FieldRegistry } from './types.ts';
import { uploadFields } from './fields/upload-fields.ts';
import { pickerFields } from './fields/picker-fields.ts';
import { LanguageGradeField, LanguageScoreField } from './fields/language-result-fields.tsx';
import { HighSchoolGradeField } from './fields/high-school-grade-field.tsx';
import { VerifiedRowDateField } from './ets/verified-date-field.tsx';
import { CertificateNumberField } from './fields/certificate-number-field.tsx';

/** Every input type of spec 2.10 and the component that renders it. */
const components = {
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
} satisfies Record<FieldType, FieldComponent>;

// Memoised once per component (several types share one): a detail that re-renders (a rules change) re-renders only
// the fields whose props changed, as sections.tsx builds the fields' elements without a wrapper of its own.
const memoised = new Map<FieldComponent, FieldComponent>();
const memoOnce = (c: FieldComponent): FieldComponent => {
  let m = memoised.get(c);
  if (!m) memoised.set(c, (m = memo(c)));
  return m;
};

export const fieldRegistry = Object.fromEntries(Object.entries(components).map(([type, c]) => [type, memoOnce(c)])) as FieldRegistry;
