import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@primer/react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { constants } from '@portal/shared/constants';
import { identifyBodySchema, type ApplicantHistory, type IdentifyBody } from '@portal/shared/schemas/find-application';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompany } from '../../../lib/company-context.tsx';
import { useIdentifyApplicant } from '../api/check-applicant.ts';
import { useProjectNotices } from '../api/project-notices.ts';
import { FormSkeleton, NoticeField, PersonField, withNoticeNumber } from './person-fields.tsx';

const m = messages.findApplication;

type Values = { projectId: string; name: string; phone: string; email: string; password: string };
const empty: Values = { projectId: '', name: '', phone: '', email: '', password: '' };
const schema = identifyBodySchema;

/**
 * The applicant identification form (spec part 2, 2.3), used by R5-0 and the Q&A page: the notice, name, mobile
 * number, e-mail and password; on success the new token is the caller's to store.
 */
export function IdentifyForm({ submitLabel, onIdentified }: { submitLabel: string; onIdentified: (history: ApplicantHistory) => void }) {
  const { company } = useCompany();
  const notices = useProjectNotices(company.id);
  const identify = useIdentifyApplicant();
  const toast = useToast();
  const form = useForm<Values, unknown, IdentifyBody>({
    resolver: (values, context, options) => zodResolver(schema)(withNoticeNumber(values) as never, context, options as never) as never,
    defaultValues: empty,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) =>
    identify.mutate(body, {
      onSuccess: onIdentified,
      onError: (e) => toast({ message: errorMessage(e), variant: 'error', durationMs: constants.errorSnackbarMs }),
    }),
  );

  if (notices.isPending) return <FormSkeleton rows={5} />;
  const offered = notices.data ?? [];
  if (!notices.isError && offered.length === 0) return <p className="fa-empty">{m.noNotices}</p>;

  const field = (name: Exclude<keyof Values, 'projectId'>, type: string, autoComplete: string) => (
    <PersonField label={m.labels[name]} registration={form.register(name)} error={errors[name]} type={type} autoComplete={autoComplete} testId={`identify-${name}`} />
  );
  return (
    <form className="fa-form" onSubmit={(e) => void submit(e)} noValidate>
      <NoticeField registration={form.register('projectId')} error={errors.projectId} notices={offered} testId="identify-notice" />
      {field('name', 'text', 'name')}
      {field('phone', 'tel', 'tel')}
      {field('email', 'email', 'email')}
      {field('password', 'password', 'current-password')}
      <div className="fa-form__actions">
        <Button type="submit" variant="primary" block loading={identify.isPending} data-testid="identify-submit">
          {submitLabel}
        </Button>
        <Link className="fa-form__forgot" to={routePath('R5-0-1') ?? '/find-password'}>
          {m.forgotPassword}
        </Link>
      </div>
    </form>
  );
}
