import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, FormControl, TextInput } from '@primer/react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import type { ApplicantHistory } from '@portal/shared/schemas/find-application';
import { CodeEntry } from '../../../components/code-entry.tsx';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { showNotice } from '../../../components/notice-events.ts';
import { useToast } from '../../../components/toast.tsx';
import { useCodeExpiry } from '../../../hooks/use-code-expiry.ts';
import { useCodeVerification } from '../../../hooks/use-code-verification.ts';
import { useHoldAfterError } from '../../../hooks/use-hold-after-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { useConfirmCode, useRequestCode } from '../../../lib/verification-api.ts';
import { useDeleteApplication } from '../api/delete-application.ts';
import { findApplicationKeys } from '../api/find-application-keys.ts';

const m = messages.findApplication.deleteDialog;
const verify = messages.apply.verify;

/** A refusal the server worded (a 4xx), else the screen's own text. */
const serverOr = (e: unknown, fallback: string) => (isApiError(e) && e.status >= 400 && e.status < 500 && e.message ? e.message : fallback);
/** A send the limits held back says when to try again (429, docs/security.md 8); any other failed send the spec's one text (part 2, 8). */
const sendFailure = (e: unknown) => (isApiError(e) && e.status === 429 && e.message ? e.message : m.sendFailed);

/**
 * The delete dialog (spec part 2, 2.5, 4.7): an SMS code to the phone given at application ('Send code', then
 * 'Resend'), the code with its countdown and 'Confirm', 'Verified'; 'Delete application' only after it. On success the
 * alert, every stored trace of the applicant cleared, and home.
 */
export function DeleteDialog({ data, onClose }: { data: ApplicantHistory; onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(data.applicant.phone);
  const { entry, dispatch, left } = useCodeVerification();
  const send = useRequestCode('sms', 'applicant_delete');
  const confirm = useConfirmCode('sms', 'applicant_delete');
  const remove = useDeleteApplication();
  const [held, holdAfterError] = useHoldAfterError();
  const codeRef = useRef<HTMLInputElement>(null);
  const error = (message: string) => toast({ message, variant: 'error', durationMs: constants.errorSnackbarMs });
  useCodeExpiry(entry, () => error(m.expired));

  const onSend = () => {
    const recv = phone.trim();
    if (recv === '') return error(m.emptyPhone);
    send.mutate(
      { project_id: data.notice.project_id, type: 'applicant_delete', recv_info: recv },
      {
        onSuccess: (answer) => {
          dispatch({ type: 'sent', recv_info: recv, expire_at: answer.expire_at });
          toast({ message: verify.smsSent, variant: 'success' });
          codeRef.current?.focus();
        },
        onError: (e) => error(sendFailure(e)),
      },
    );
  };
  const onConfirm = () => {
    if (entry.input.trim() === '') return error(verify.codeEmpty);
    confirm.mutate(
      { request_info: entry.input.trim(), recv_info: entry.recv_info, type: 'applicant_delete' },
      {
        onSuccess: () => {
          dispatch({ type: 'confirmed' });
          toast({ message: verify.verified, variant: 'success' });
        },
        onError: (e) => error(serverOr(e, m.confirmFailed)),
      },
    );
  };
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        session.resetApplicant();
        session.setProject(null);
        try {
          window.localStorage.clear();
        } catch {
          /* storage unavailable: nothing was kept there */
        }
        queryClient.removeQueries({ queryKey: findApplicationKeys.all });
        await showNotice(m.deleted);
        navigate('/', { replace: true });
      },
      // The spec's fixed text (part 2, 8); the overlay stays 3 s more (9).
      onError: () => {
        error(m.failed);
        holdAfterError();
      },
    });

  return (
    <>
      {remove.isPending || held ? <LoadingOverlay text={m.deleting} /> : null}
      <Dialog
        title={m.title}
        onClose={onClose}
        footerButtons={[
          { content: m.cancel, onClick: onClose },
          { content: m.submit, buttonType: 'danger', onClick: onDelete, disabled: !entry.result || remove.isPending || held },
        ]}
      >
        <p className="fa-delete__text">{m.intro}</p>
        <p className="fa-delete__warning" role="note">
          {m.warning}
        </p>
        <div className="fa-delete__send">
          <FormControl disabled={entry.result}>
            <FormControl.Label>{m.phoneLabel}</FormControl.Label>
            <TextInput block value={phone} onChange={(e) => setPhone(e.currentTarget.value)} inputMode="numeric" autoComplete="tel" data-testid="delete-phone" />
          </FormControl>
          {entry.result ? null : (
            <Button onClick={onSend} loading={send.isPending} disabled={send.isPending} data-testid="delete-send">
              {entry.request ? verify.resend : verify.sendCode}
            </Button>
          )}
        </div>
        {entry.request ? (
          <CodeEntry
            label={m.phoneLabel}
            value={entry.input}
            onChange={(value) => dispatch({ type: 'input', value })}
            left={left}
            onConfirm={onConfirm}
            pending={confirm.isPending}
            testId="delete"
            inputRef={codeRef}
          />
        ) : null}
        {entry.result ? (
          <p className="fa-delete__done" role="status" data-testid="delete-verified">
            ✓ {verify.verified}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
