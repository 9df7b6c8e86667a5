import { Button } from '@primer/react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRequestIdentity, type IdentityRequest } from '../api/request-verification.ts';
import { IDENTITY_POPUP_FEATURES, IDENTITY_POPUP_NAME } from '../utils/identity-message.ts';

const m = messages.apply.identity;

/** The identity-callback route of this SPA (registered in the router outside the site layout). */
export const identityCallbackUrl = () => `${window.location.origin}/identity-callback`;

/** POSTs the encoded request to the provider inside the named popup (a form targeting the window). */
export function submitToPopup(answer: IdentityRequest, target = IDENTITY_POPUP_NAME): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = answer.action;
  form.target = target;
  form.style.display = 'none';
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = answer.field;
  input.value = answer.request_info;
  form.appendChild(input);
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/**
 * Identity verification (spec 2.7 'auth'): opens the provider in a 500x550 popup. The popup's
 * callback route posts the result back (see IdentityCallback and useIdentityMessages).
 */
export function IdentityVerification({
  verified,
  projectId,
  taskId,
  onReset,
}: {
  verified: boolean;
  projectId: number;
  taskId: number | null;
  onReset: () => void;
}) {
  const toast = useToast();
  const start = useRequestIdentity();

  const onStart = () => {
    // Open the window inside the click so that popup blockers allow it; the form fills it afterwards.
    const popup = window.open('about:blank', IDENTITY_POPUP_NAME, IDENTITY_POPUP_FEATURES);
    if (!popup) {
      toast({ message: m.popupBlocked, variant: 'error', durationMs: constants.errorSnackbarMs });
      return;
    }
    start.mutate(
      { project_id: projectId, ...(taskId !== null ? { task_id: taskId } : {}), type: 'applicant_certification', url: identityCallbackUrl() },
      {
        onSuccess: (answer) => submitToPopup(answer),
        onError: (e) => {
          popup.close();
          toast({ message: errorMessage(e), variant: 'error', durationMs: constants.errorSnackbarMs });
        },
      },
    );
  };

  return (
    <section className="apply-section" aria-labelledby="apply-identity-title">
      <h2 id="apply-identity-title" className="apply-section__title">
        {m.title}
      </h2>
      {verified ? (
        <div className="apply-verify">
          <p className="apply-verify__done" role="status" data-testid="auth-verified">
            ✓ {m.verifiedNote}
          </p>
          <Button type="button" onClick={onReset}>
            {m.reverify}
          </Button>
        </div>
      ) : (
        <div className="apply-verify">
          <Button type="button" variant="primary" className="button-brand" onClick={onStart} loading={start.isPending} disabled={start.isPending}>
            {m.start}
          </Button>
        </div>
      )}
    </section>
  );
}
