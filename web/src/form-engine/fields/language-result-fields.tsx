import { useEffect } from 'react';
import { messages } from '@portal/shared/messages';
import { useChosenLanguage } from '../pickers/use-chosen-language.ts';
import { useVerifiedResult } from '../ets/use-verified-result.ts';
import { fieldName, type FieldProps } from '../types.ts';
import { NotApplicable, NumberField, SelectField } from './basic-fields.tsx';
import { fieldShell, describedBy, useFieldError } from './field-shell.tsx';
import { useFormMethods } from '../form-methods.tsx';

/**
 * Where the chosen test does not use the field, nothing may be sent but blank or '해당없음' (the engine refuses
 * anything else): a value left from an earlier test or catalogue is cleared, since the applicant cannot edit it.
 */
function useClearedWhenNotApplicable(name: string, notApplicable: boolean) {
  const { getValues, setValue } = useFormMethods();
  useEffect(() => {
    if (!notApplicable) return;
    const v = getValues(name) as unknown;
    if (v !== undefined && v !== null && v !== '' && v !== messages.formPage.notApplicable) setValue(name, '', { shouldDirty: true });
  }, [notApplicable, name, getValues, setValue]);
}

/**
 * language_score and language_grade follow the test chosen in the row (spec 2.10, 5 'Language'): '해당없음'
 * where the test uses no score or grade, the test's own grades, and its score bounds as the caption. The shared
 * engine checks the same against the same entry (BuildContext.languageOf).
 */
export function LanguageScoreField(fieldProps: FieldProps) {
  // A verified result (ets_type lists score or grade, spec 2.13) is read-only.
  const verified = useVerifiedResult(fieldProps.prefix);
  const props = verified ? { ...fieldProps, readOnly: true } : fieldProps;
  const language = useChosenLanguage(props.prefix);
  const notApplicable = language !== undefined && language.score_usage !== 'Y';
  useClearedWhenNotApplicable(fieldName(props), notApplicable && !props.readOnly);
  if (notApplicable) return <NotApplicable label={props.label} idBase={props.idBase} />;
  const bounds = language?.max_score != null ? `${language.min_score ?? 0} ~ ${language.max_score}` : undefined;
  const item = bounds ? { ...props.item, comment: [props.item.comment, bounds].filter(Boolean).join(' · ') } : props.item;
  return <NumberField {...props} item={item} />;
}

export function LanguageGradeField(fieldProps: FieldProps) {
  // Disabled when ets_type contains grade or score (spec 5 'Language').
  const verified = useVerifiedResult(fieldProps.prefix);
  const props = verified ? { ...fieldProps, readOnly: true } : fieldProps;
  const language = useChosenLanguage(props.prefix);
  const name = fieldName(props);
  const { register } = useFormMethods();
  const error = useFieldError(name);
  const notApplicable = language !== undefined && language.grade_usage !== 'Y';
  useClearedWhenNotApplicable(name, notApplicable && !props.readOnly);
  if (!language) return <SelectField {...props} />;
  if (notApplicable) return <NotApplicable label={props.label} idBase={props.idBase} />;
  return fieldShell({
    id: props.idBase,
    label: props.label,
    required: props.item.required === 'Y',
    error,
    children: (
      <select
        id={props.idBase}
        className="fe-select"
        disabled={props.readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.idBase, false, error)}
        {...register(name)}
      >
        <option value="">{messages.formPage.choose}</option>
        {(language.options ?? []).map((o) => (
          <option key={o.id} value={o.value}>
            {o.title}
          </option>
        ))}
      </select>
    ),
  });
}
