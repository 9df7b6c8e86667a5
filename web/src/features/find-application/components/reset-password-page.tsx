import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@primer/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { constants } from '@portal/shared/constants';
import { defaultAuthFields } from '@portal/shared/validation/default-auth-fields';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { validateAuthFields } from '@portal/shared/validation/auth-fields';
import { PASSWORD_MIN_LENGTH } from '@portal/shared/validation/password-policy';
import { PageTitle } from '../../../components/states.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useAlertRedirect } from '../../../hooks/use-alert-redirect.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { useChangePassword } from '../api/password-recovery.ts';
import { PersonField } from './person-fields.tsx';
import '../find-application.css';

const m = messages.findApplication;
const p = m.password;
const passwordField = defaultAuthFields.filter((f) => f.input_type.field === 'password');

/** The consent step's password rule in the browser (the server checks the project's own field again), then the match. */
const schema = z
  .object({ password: z.string(), password_confirmation: z.string() })
  .superRefine((v, ctx) => {
    if (v.password === '') return void ctx.addIssue({ code: 'custom', path: ['password'], message: m.required(p.newPassword) });
    const problem = validateAuthFields(passwordField, { password: v.password });
    if (problem) return void ctx.addIssue({ code: 'custom', path: ['password'], message: problem.message });
    if (v.password !== v.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: p.mismatch });
  });
type Values = z.infer<typeof schema>;

/**
 * R5-0-1-1 'Reset password' (spec part 2, 2.16): the new password twice with the stored reset token. Without one:
 * 'Accessed via an invalid path' and back to R5-0-1. On success the token is dropped and R5-0 opens after 3 s.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [token] = useState(() => session.resetToken());
  const [done, setDone] = useState(false);
  const change = useChangePassword();
  useAlertRedirect(!token, p.invalidPath, routePath('R5-0-1') ?? '/find-password');
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', password_confirmation: '' } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    change.mutate(
      { token: token ?? '', ...values },
      {
        onSuccess: () => {
          session.setResetToken(null);
          setDone(true);
          toast({ message: p.changed, variant: 'success' });
          window.setTimeout(() => navigate(routePath('R5-0') ?? '/check', { replace: true }), constants.passwordChangedRedirectMs);
        },
        onError: (e) => toast({ message: errorMessage(e), variant: 'error', durationMs: constants.errorSnackbarMs }),
      },
    ),
  );
  if (!token) return null;
  return (
    <>
      <PageTitle title={p.resetTitle} description={p.resetSubtitle} />
      <div className="page-body fa-page">
        {done ? (
          <p className="fa-done" role="status" data-testid="reset-done">
            {p.changed}
          </p>
        ) : (
          <form className="fa-form" onSubmit={(e) => void submit(e)} noValidate>
            <PersonField
              label={p.newPassword}
              registration={form.register('password')}
              error={errors.password}
              type="password"
              autoComplete="new-password"
              testId="reset-password"
              caption={messages.authSave.passwordRule(PASSWORD_MIN_LENGTH)}
            />
            <PersonField
              label={p.newPasswordConfirm}
              registration={form.register('password_confirmation')}
              error={errors.password_confirmation}
              type="password"
              autoComplete="new-password"
              testId="reset-password-confirmation"
            />
            <div className="fa-form__actions">
              <Button type="submit" variant="primary" block loading={change.isPending} data-testid="reset-submit">
                {p.change}
              </Button>
            </div>
          </form>
        )}
      </div>
    </>
  );
}
