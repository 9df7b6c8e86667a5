import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormControl, TextInput } from '@primer/react';
import { useForm } from 'react-hook-form';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { qualificationCheckBodySchema } from '@portal/shared/schemas/auth-step';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCheckQualification } from '../api/check-qualification.ts';
import { blockEnter } from '../../../lib/input-guards.ts';

const m = messages.apply.qualification;
const gateSchema = qualificationCheckBodySchema.pick({ checkId: true, checkPw: true });
type GateValues = { checkId: string; checkPw: string };

/**
 * Qualification gate (spec 2.7, 4): an external account check; the step's fields and submit stay
 * closed until it answers 'Y'. Shown when the project configures qualification_required.
 */
export function QualificationGate({ projectId, label, onPassed }: { projectId: number; label?: string | undefined; onPassed: (checkId: string) => void }) {
  const toast = useToast();
  const check = useCheckQualification();
  const form = useForm<GateValues>({ resolver: zodResolver(gateSchema), defaultValues: { checkId: '', checkPw: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    check.mutate(
      { ...values, projectId },
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
        onError: (e) => toast({ message: errorMessage(e), variant: 'error', durationMs: constants.errorSnackbarMs }),
      },
    ),
  );

  return (
    <section className="apply-section" aria-labelledby="apply-qualification-title">
      <h2 id="apply-qualification-title" className="apply-section__title">
        {m.title}
      </h2>
      <p className="apply-section__description">{m.description}</p>
      <form className="apply-qualification" onSubmit={(e) => void onSubmit(e)} noValidate>
        <FormControl required>
          <FormControl.Label>{m.id}</FormControl.Label>
          <TextInput block autoComplete="username" {...form.register('checkId')} onKeyDown={blockEnter} validationStatus={errors.checkId ? 'error' : undefined} />
          {errors.checkId ? <FormControl.Validation variant="error">{errors.checkId.message}</FormControl.Validation> : null}
        </FormControl>
        <FormControl required>
          <FormControl.Label>{m.password}</FormControl.Label>
          <TextInput block type="password" autoComplete="current-password" {...form.register('checkPw')} onKeyDown={blockEnter} validationStatus={errors.checkPw ? 'error' : undefined} />
          {errors.checkPw ? <FormControl.Validation variant="error">{errors.checkPw.message}</FormControl.Validation> : null}
        </FormControl>
        <Button type="submit" loading={check.isPending} disabled={check.isPending}>
          {m.check}
        </Button>
      </form>
    </section>
  );
}
