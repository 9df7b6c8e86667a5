import type { ReactNode } from 'react';
import { FormControl, TextInput } from '@primer/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import type { AuthField } from '@portal/shared/schemas/project';
import { effectiveLimits, inputProps, type AuthFieldValues } from '../utils/auth-field-schema.ts';
import { blockEnter, blockNonNumeric, enterRuns } from '../../../lib/input-guards.ts';
import { LockHint } from '../../../form-engine/fields/lock-hint.tsx';

/** Enter in a password field submits the consent step's form, as its button does. */
const submitOnEnter = enterRuns((input) => input.form?.requestSubmit());

const m = messages.apply.fields;

export const isEmailField = (f: AuthField) => f.input_type.field === 'email';
export const isPhoneField = (f: AuthField) => f.input_type.field === 'phone';

/** One configured field (label = title; type, limits and messages from input_type). */
function AuthFieldInput({
  field,
  register,
  error,
  readOnly,
  hint,
  children,
}: {
  field: AuthField;
  register: UseFormRegister<AuthFieldValues>;
  error: string | undefined;
  readOnly: boolean;
  hint: string | undefined;
  children?: ReactNode;
}) {
  const name = field.input_type.field;
  const limits = effectiveLimits(field);
  const props = inputProps(field);
  const numeric = field.input_type.type === 'number' || field.input_type.type === 'float';
  return (
    <div className="apply-field">
      <FormControl required>
        <FormControl.Label>{field.title}</FormControl.Label>
        <TextInput
          block
          {...props}
          {...register(name)}
          {...(limits.maxLength ? { maxLength: limits.maxLength.value } : {})}
          readOnly={readOnly}
          aria-readonly={readOnly || undefined}
          className={readOnly ? 'apply-field__locked' : undefined}
          onKeyDown={numeric ? blockNonNumeric(field.input_type.type === 'float') : field.input_type.type === 'password' ? submitOnEnter : blockEnter}
          onWheel={numeric ? (e) => e.currentTarget.blur() : undefined}
          validationStatus={error ? 'error' : undefined}
          data-testid={`field-${name}`}
        />
        {/* One caption: FormControl shows only its first Caption, which hid the lock hint under the phone's hint. */}
        {hint || readOnly ? (
          <FormControl.Caption>
            {readOnly ? <LockHint text={m.readOnlyByIdentity} /> : null}
            {readOnly && hint ? ' ' : null}
            {hint}
          </FormControl.Caption>
        ) : null}
        {error ? <FormControl.Validation variant="error">{error}</FormControl.Validation> : null}
      </FormControl>
      {children}
    </div>
  );
}

/** The configured fields of the step; `after` places a verification under its field. */
export function AuthFieldsSection({
  fields,
  register,
  errors,
  readOnlyFields,
  hideEmailHint,
  after,
}: {
  fields: AuthField[];
  register: UseFormRegister<AuthFieldValues>;
  errors: FieldErrors<AuthFieldValues>;
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
          const message = errors[name]?.message;
          return (
            <AuthFieldInput
              key={name}
              field={f}
              register={register}
              error={typeof message === 'string' ? message : undefined}
              readOnly={readOnlyFields.has(name)}
              hint={hint}
            >
              {after(f)}
            </AuthFieldInput>
          );
        })}
      </div>
    </section>
  );
}
