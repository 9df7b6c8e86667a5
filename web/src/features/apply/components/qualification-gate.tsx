import { useState, type FormEvent } from 'react';
import { Button } from '@primer/react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { blockEnter } from '../../../lib/input-guards.ts';
import { useCheckQualification } from '../api/check-qualification.ts';
import { describedBy, FieldFrame } from './field-frame.tsx';

const m = messages.apply.qualification;
/** The gate's limit, as its contract (qualificationCheckBodySchema) caps both values. */
const MAX_LENGTH = 100;

type GateValues = { checkId: string; checkPw: string };
type GateErrors = Partial<Record<keyof GateValues, string>>;

/** The contract's required messages (spec 5 'Qualification check form'); the server checks the same body again. */
const gateErrors = (v: GateValues): GateErrors => ({
  ...(v.checkId.trim() === '' ? { checkId: m.idRequired } : {}),
  ...(v.checkPw === '' ? { checkPw: m.passwordRequired } : {}),
});

/**
 * Qualification gate (spec 2.7, 4): an external account check; the step's fields and submit stay
 * closed until it answers 'Y'. Shown when the project configures qualification_required.
 */
export function QualificationGate({ projectId, label, onPassed }: { projectId: number; label?: string | undefined; onPassed: (checkId: string) => void }) {
  const toast = useToast();
  const check = useCheckQualification();
  const [values, setValues] = useState<GateValues>({ checkId: '', checkPw: '' });
  const [errors, setErrors] = useState<GateErrors>({});
  const [tried, setTried] = useState(false);

  const change = (key: keyof GateValues, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first try, each edit updates the messages.
    if (tried) setErrors(gateErrors(next));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTried(true);
    const found = gateErrors(values);
    setErrors(found);
    const first = found.checkId ? 'checkId' : found.checkPw ? 'checkPw' : undefined;
    if (first) {
      e.currentTarget.querySelector<HTMLInputElement>(`[name=${first}]`)?.focus();
      return;
    }
    check.mutate(
      { checkId: values.checkId.trim(), checkPw: values.checkPw, projectId },
      {
        onSuccess: (ok) => {
          if (ok) {
            if (label) toast({ message: m.confirmedAs(label), variant: 'success' });
            toast({ message: m.passed, variant: 'success' });
            onPassed(values.checkId.trim());
          } else {
            toast({ message: label ? m.notTarget(label) : m.failed, variant: 'error', durationMs: constants.errorSnackbarMs });
          }
        },
        onError: (err) => toast({ message: errorMessage(err), variant: 'error', durationMs: constants.errorSnackbarMs }),
      },
    );
  };

  const input = (key: keyof GateValues, id: string, type: string, autoComplete: string) => (
    <input
      id={id}
      name={key}
      type={type}
      className="plain-input"
      autoComplete={autoComplete}
      maxLength={MAX_LENGTH}
      value={values[key]}
      onChange={(e) => change(key, e.currentTarget.value)}
      onKeyDown={blockEnter}
      aria-required="true"
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={describedBy(id, errors[key], false)}
    />
  );

  return (
    <section className="apply-section" aria-labelledby="apply-qualification-title">
      <h2 id="apply-qualification-title" className="apply-section__title">
        {m.title}
      </h2>
      <p className="apply-section__description">{m.description}</p>
      <form className="apply-qualification" onSubmit={onSubmit} noValidate>
        <FieldFrame id="apply-qualification-id" label={m.id} required error={errors.checkId}>
          {input('checkId', 'apply-qualification-id', 'text', 'username')}
        </FieldFrame>
        <FieldFrame id="apply-qualification-pw" label={m.password} required error={errors.checkPw}>
          {input('checkPw', 'apply-qualification-pw', 'password', 'current-password')}
        </FieldFrame>
        <Button type="submit" loading={check.isPending} disabled={check.isPending}>
          {m.check}
        </Button>
      </form>
    </section>
  );
}
