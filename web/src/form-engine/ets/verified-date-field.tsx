import { DateField } from '../fields/basic-fields.tsx';
import type { FieldProps } from '../types.ts';
import { useVerifiedResult } from './use-verified-result.ts';

/** The row key of a language result's test date (spec 3 'applicant_languages'). */
export const APPLICATION_DATE_FIELD = 'application_date';

/**
 * A date item; a language row's application_date is read-only while the row holds a verified result (the provider
 * sealed it with the score and grade, spec 2.13), like its score and grade.
 */
export function VerifiedRowDateField(props: FieldProps) {
  const verified = useVerifiedResult(props.prefix);
  const locked = verified && props.item.input_type.field === APPLICATION_DATE_FIELD;
  return <DateField {...props} readOnly={props.readOnly || locked} />;
}
