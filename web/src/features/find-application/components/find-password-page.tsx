import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@primer/react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { constants } from '@portal/shared/constants';
import { findPasswordBodySchema, type FindPasswordBody } from '@portal/shared/schemas/find-application';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { CodeEntry } from '../../../components/code-entry.tsx';
import { PageTitle } from '../../../components/states.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useCodeExpiry } from '../../../hooks/use-code-expiry.ts';
import { useCodeVerification } from '../../../hooks/use-code-verification.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCompany } from '../../../lib/company-context.tsx';
import { session } from '../../../lib/session.ts';
import { useConfirmRecoveryCode, useFindPassword } from '../api/password-recovery.ts';
import { useProjectNotices } from '../api/project-notices.ts';
import { FormSkeleton, NoticeField, PersonField, withNoticeNumber } from './person-fields.tsx';
import '../find-application.css';

const m = messages.findApplication;
const p = m.password;
type Values = { projectId: string; name: string; phone: string; email: string };
const empty: Values = { projectId: '', name: '', phone: '', email: '' };

/**
 * R5-0-1 'Reset password' (spec part 2, 2.15, 4.8): the notice, name, mobile number and e-mail; the code entry and its
 * countdown follow whatever was typed (a match alone gets the code, at the phone given at application); the confirmed code's reset token is stored and R5-0-1-1
 * opens. An expired code says so and the page reloads after 1 s.
 */
export function FindPasswordPage() {
  const { company } = useCompany();
  const notices = useProjectNotices(company.id);
  const navigate = useNavigate();
  const toast = useToast();
  const find = useFindPassword();
  const confirm = useConfirmRecoveryCode();
  const { entry, dispatch, left } = useCodeVerification();
  const codeRef = useRef<HTMLInputElement>(null);
  const error = (message: string) => toast({ message, variant: 'error', durationMs: constants.errorSnackbarMs });
  useCodeExpiry(entry, () => {
    error(p.expired);
    window.setTimeout(() => window.location.reload(), constants.verificationRedirectMs);
  });
  const form = useForm<Values, unknown, FindPasswordBody>({
    resolver: (values, context, options) => zodResolver(findPasswordBodySchema)(withNoticeNumber(values) as never, context, options as never) as never,
    defaultValues: empty,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) =>
    find.mutate(body, {
      onSuccess: (sent) => {
        dispatch({ type: 'sent', recv_info: body.phone.replace(/\D/g, ''), expire_at: sent.expire_at });
        // The server answers alike whether or not the details matched (a match alone gets the code), so the page does too.
        toast({ message: p.sentIfMatch, variant: 'success' });
        window.setTimeout(() => codeRef.current?.focus(), 0);
      },
      onError: (e) => error(errorMessage(e)),
    }),
  );
  const onConfirm = () => {
    if (entry.input.trim() === '') return error(messages.apply.verify.codeEmpty);
    confirm.mutate(
      { request_info: entry.input.trim(), recv_info: entry.recv_info },
      {
        onSuccess: (resetToken) => {
          dispatch({ type: 'confirmed' });
          session.setResetToken(resetToken);
          toast({ message: p.authenticated, variant: 'success' });
          navigate(routePath('R5-0-1-1') ?? '/reset-password');
        },
        onError: (e) => error(errorMessage(e) || p.authFailed),
      },
    );
  };

  const offered = notices.data ?? [];
  const sent = entry.request;
  return (
    <>
      <PageTitle title={p.findTitle} description={p.findSubtitle} />
      <div className="page-body fa-page">
        {notices.isPending ? (
          <FormSkeleton rows={4} />
        ) : !notices.isError && offered.length === 0 ? (
          <p className="fa-empty">{m.noNotices}</p>
        ) : (
          <form className="fa-form" onSubmit={(e) => void submit(e)} noValidate>
            <NoticeField registration={form.register('projectId', { disabled: sent })} error={errors.projectId} notices={offered} testId="find-notice" />
            <PersonField label={m.labels.name} registration={form.register('name', { disabled: sent })} error={errors.name} type="text" autoComplete="name" testId="find-name" />
            <PersonField label={m.labels.phone} registration={form.register('phone', { disabled: sent })} error={errors.phone} type="tel" autoComplete="tel" testId="find-phone" />
            <PersonField label={m.labels.email} registration={form.register('email', { disabled: sent })} error={errors.email} type="email" autoComplete="email" testId="find-email" />
            {sent ? (
              <CodeEntry
                label={p.codeLabel}
                value={entry.input}
                onChange={(value) => dispatch({ type: 'input', value })}
                left={left}
                onConfirm={onConfirm}
                pending={confirm.isPending}
                testId="find"
                inputRef={codeRef}
              />
            ) : (
              <div className="fa-form__actions">
                <Button type="submit" variant="primary" block loading={find.isPending} data-testid="find-submit">
                  {p.send}
                </Button>
              </div>
            )}
          </form>
        )}
      </div>
    </>
  );
}
