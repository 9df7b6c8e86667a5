import { useEffect, useRef } from 'react';
import { Button } from '@primer/react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { CodeEntry } from '../../../components/code-entry.tsx';
import { useToast } from '../../../components/toast.tsx';
import type { CodeVerification as Entry } from '../../../hooks/use-code-verification.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useConfirmCode, useRequestCode, type CodeKind } from '../../../lib/verification-api.ts';

const m = messages.apply.verify;

/**
 * E-mail or SMS code entry (spec 2.7, 4 'Verification entry'): 'Send code' with the entered address,
 * a code input with an MM:SS countdown, 'Resend' at 270 s left, and 'Confirm'.
 */
export function CodeVerification({
  kind,
  verification,
  recvValue,
  projectId,
  taskId,
  validateRecv,
}: {
  kind: CodeKind;
  verification: Entry;
  /** The address or number as typed now. */
  recvValue: string;
  projectId: number;
  taskId: number | null;
  /** Field validation before sending (shows the field's own error); true when it may be sent. */
  validateRecv: () => boolean;
}) {
  const toast = useToast();
  const send = useRequestCode(kind);
  const confirm = useConfirmCode(kind);
  const { entry, dispatch, left } = verification;
  const label = kind === 'email' ? m.emailTitle : m.smsTitle;
  // Keyboard users stay where the step goes on (issue 15 item 19): the code box once a code was sent, the result once confirmed.
  const codeRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const sends = entry.count;
  const seenSends = useRef(sends);
  useEffect(() => {
    if (sends > seenSends.current) codeRef.current?.focus();
    seenSends.current = sends;
  }, [sends]);
  const wasVerified = useRef(entry.result);
  useEffect(() => {
    if (entry.result && !wasVerified.current) doneRef.current?.focus();
    wasVerified.current = entry.result;
  }, [entry.result]);

  const onSend = () => {
    const recv = recvValue.trim();
    if (recv === '') {
      toast({ message: kind === 'email' ? m.emailEmpty : m.smsEmpty, variant: 'error' });
      return;
    }
    if (!validateRecv()) return;
    send.mutate(
      { project_id: projectId, ...(taskId !== null ? { task_id: taskId } : {}), type: 'applicant_certification', recv_info: recv },
      {
        onSuccess: (answer) => {
          dispatch({ type: 'sent', recv_info: recv, expire_at: answer.expire_at });
          toast({ message: kind === 'email' ? m.emailSent : m.smsSent, variant: 'success' });
        },
        onError: (e) => toast({ message: errorMessage(e), variant: 'error', durationMs: constants.errorSnackbarMs }),
      },
    );
  };

  const onConfirm = () => {
    const code = entry.input.trim();
    if (code === '') {
      toast({ message: m.codeEmpty, variant: 'error' });
      return;
    }
    confirm.mutate(
      { request_info: code, recv_info: entry.recv_info, type: 'applicant_certification' },
      {
        onSuccess: () => {
          dispatch({ type: 'confirmed' });
          toast({ message: m.verified, variant: 'success' });
        },
        onError: (e) =>
          toast({
            message: isApiError(e) && e.message && e.status !== 0 && e.status < 500 ? e.message : m.failed,
            variant: 'error',
            durationMs: constants.errorSnackbarMs,
          }),
      },
    );
  };

  if (entry.result) {
    return (
      <p ref={doneRef} tabIndex={-1} className="apply-verify__done" role="status" data-testid={`${kind}-verified`}>
        ✓ {m.verified}
      </p>
    );
  }

  const showSend = !entry.request || entry.isRetry;
  return (
    <div className="apply-verify" data-testid={`${kind}-verification`}>
      {showSend ? (
        <Button type="button" size="medium" onClick={onSend} loading={send.isPending} disabled={send.isPending} aria-label={`${label} ${entry.request ? m.resend : m.sendCode}`}>
          {entry.request ? m.resend : m.sendCode}
        </Button>
      ) : null}
      {entry.request ? (
        <CodeEntry
          label={label}
          value={entry.input}
          onChange={(value) => dispatch({ type: 'input', value })}
          left={left}
          onConfirm={onConfirm}
          pending={confirm.isPending}
          testId={kind}
          inputRef={codeRef}
        />
      ) : null}
    </div>
  );
}
