import type { ReactNode } from 'react';
import { messages } from '@portal/shared/messages';
import type { AuthField } from '@portal/shared/schemas/project';
import { authFieldMaxLength } from '@portal/shared/validation/auth-field-rules';
import { blockEnter, blockNonNumeric, blurOnWheel, enterRuns } from '../../../lib/input-guards.ts';
import { LockHint } from '../../../form-engine/fields/lock-hint.tsx';
import { authFieldId, type AuthFieldErrors, type AuthFieldValues } from '../hooks/use-auth-field-form.ts';
import { inputProps } from '../utils/input-props.ts';
import { describedBy, FieldFrame } from './field-frame.tsx';

/** Enter in a password field submits the consent step's form, as its button does. */
const submitOnEnter = enterRuns((input) => input.form?.requestSubmit());

const m = messages.apply.fields;

export const isEmailField = (f: AuthField) => f.input_type.field === 'email';
export const isPhoneField = (f: AuthField) => f.input_type.field === 'phone';

/** One configured field (label = title; type, limits and messages from input_type). */
function AuthFieldInput({
  field,
  value,
  onChange,
  error,
  readOnly,
  hint,
  children,
}: {
  field: AuthField;
  value: string;
  onChange: (name: string, value: string) => void;
  error: string | undefined;
  readOnly: boolean;
  hint: string | undefined;
  children?: ReactNode;
}) {
  const { field: name, type } = field.input_type;
  const id = authFieldId(name);
  const numeric = type === 'number' || type === 'float';
  // One caption: the lock hint and the field's own hint together.
  const caption =
    hint || readOnly ? (
      <>
        {readOnly ? <LockHint text={m.readOnlyByIdentity} /> : null}
        {readOnly && hint ? ' ' : null}
        {hint}
      </>
    ) : undefined;
  return (
    <div className="apply-field">
      <FieldFrame id={id} label={field.title} required error={error} caption={caption}>
        <input
          id={id}
          name={name}
          className={`plain-input${readOnly ? ' apply-field__locked' : ''}`}
          {...inputProps(field)}
          value={value}
          onChange={(e) => onChange(name, e.currentTarget.value)}
          maxLength={field.input_type.max_length?.value ?? (numeric || type === 'text' ? authFieldMaxLength(type) : undefined)}
          readOnly={readOnly}
          aria-readonly={readOnly || undefined}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, caption !== undefined)}
          onKeyDown={numeric ? blockNonNumeric(type === 'float') : type === 'password' ? submitOnEnter : blockEnter}
          onWheel={numeric ? blurOnWheel : undefined}
          data-testid={`field-${name}`}
        />
      </FieldFrame>
      {children}
    </div>
  );
}

/** The configured fields of the step; `after` places a verification under its field. */
export function AuthFieldsSection({
  fields,
  values,
  errors,
  onChange,
  readOnlyFields,
  hideEmailHint,
  after,
}: {
  fields: readonly AuthField[];
  values: AuthFieldValues;
  errors: AuthFieldErrors;
  onChange: (name: string, value: string) => void;
  readOnlyFields: ReadonlySet<string>;
  hideEmailHint: boolean;
  after: (field: AuthField) => ReactNode;
}) {
  return (
    <section className="apply-section" aria-labelledby="apply-fields-title">
      <h2 id="apply-fields-title" className="apply-section__title">
        {m.title}
      </h2>
      <div className="apply-fields">
        {fields.map((f) => {
          const name = f.input_type.field;
          // A field's own help text (the default password field states its rule) shows before any error.
          const hint = f.comment ?? (isEmailField(f) ? (hideEmailHint ? undefined : m.emailHint) : isPhoneField(f) ? m.phoneHint : undefined);
          return (
            <AuthFieldInput key={name} field={f} value={values[name] ?? ''} onChange={onChange} error={errors[name]} readOnly={readOnlyFields.has(name)} hint={hint}>
              {after(f)}
            </AuthFieldInput>
          );
        })}
      </div>
    </section>
  );
}
