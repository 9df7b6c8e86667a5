import { useRef, useState } from 'react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { useToast } from '../../../components/toast.tsx';
import { useCodeExpiry } from '../../../hooks/use-code-expiry.ts';
import { useCodeVerification } from '../../../hooks/use-code-verification.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useConfirmCode, useRequestCode } from '../../../lib/verification-api.ts';

const verify = messages.apply.verify;

/** A refusal the server worded (a 4xx), else the screen's own text. */
export const serverOr = (e: unknown, fallback: string) => (isApiError(e) && e.status >= 400 && e.status < 500 && e.message ? e.message : fallback);

/** The texts of one dialog's check: an empty phone, a failed send, a refused code, a code past its time. */
export interface OwnPhoneTexts {
  emptyPhone: string;
  sendFailed: string;
  confirmFailed: string;
  expired: string;
}

/**
 * The SMS check of the phone given at application, as the history's delete and download dialogs ask it (spec part 2,
 * 2.5): 'Send code' (then 'Resend'), the code with its countdown and 'Confirm'; `entry.result` once confirmed. Errors are
 * the long error toast; a send the limits held back says when to try again (429, docs/security.md 8).
 */
export function useOwnPhoneCheck(purpose: 'applicant_delete' | 'applicant_download', projectId: number, givenPhone: string, t: OwnPhoneTexts) {
  const toast = useToast();
  const [phone, setPhone] = useState(givenPhone);
  const { entry, dispatch, left } = useCodeVerification();
  const send = useRequestCode('sms', purpose);
  const confirm = useConfirmCode('sms', purpose);
  const codeRef = useRef<HTMLInputElement>(null);
  const error = (message: string) => toast({ message, variant: 'error', durationMs: constants.errorSnackbarMs });
  useCodeExpiry(entry, () => error(t.expired));

  const onSend = () => {
    const recv = phone.trim();
    if (recv === '') return error(t.emptyPhone);
    send.mutate(
      { project_id: projectId, type: purpose, recv_info: recv },
      {
        onSuccess: (answer) => {
          dispatch({ type: 'sent', recv_info: recv, expire_at: answer.expire_at });
          toast({ message: verify.smsSent, variant: 'success' });
          codeRef.current?.focus();
        },
        onError: (e) => error(isApiError(e) && e.status === 429 && e.message ? e.message : t.sendFailed),
      },
    );
  };
  const onConfirm = () => {
    if (entry.input.trim() === '') return error(verify.codeEmpty);
    confirm.mutate(
      { request_info: entry.input.trim(), recv_info: entry.recv_info, type: purpose },
      {
        onSuccess: () => {
          dispatch({ type: 'confirmed' });
          toast({ message: verify.verified, variant: 'success' });
        },
        onError: (e) => error(serverOr(e, t.confirmFailed)),
      },
    );
  };
  return { phone, setPhone, entry, dispatch, left, send, confirm, codeRef, onSend, onConfirm, error };
}
