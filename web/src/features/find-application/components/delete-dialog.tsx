import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, FormControl, TextInput } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { ApplicantHistory } from '@portal/shared/schemas/find-application';
import { CodeEntry } from '../../../components/code-entry.tsx';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { showNotice } from '../../../components/notice-events.ts';
import { useHoldAfterError } from '../../../hooks/use-hold-after-error.ts';
import { session } from '../../../lib/session.ts';
import { useOwnPhoneCheck } from '../hooks/use-own-phone-check.ts';
import { useDeleteApplication } from '../api/delete-application.ts';
import { findApplicationKeys } from '../api/find-application-keys.ts';

const m = messages.findApplication.deleteDialog;
const verify = messages.apply.verify;


/**
 * The delete dialog (spec part 2, 2.5, 4.7): an SMS code to the phone given at application ('Send code', then
 * 'Resend'), the code with its countdown and 'Confirm', 'Verified'; 'Delete application' only after it. On success the
 * alert, every stored trace of the applicant cleared, and home.
 */
export function DeleteDialog({ data, onClose }: { data: ApplicantHistory; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { phone, setPhone, entry, dispatch, left, send, confirm, codeRef, onSend, onConfirm, error } = useOwnPhoneCheck('applicant_delete', data.notice.project_id, data.applicant.phone, m);
  const remove = useDeleteApplication();
  const [held, holdAfterError] = useHoldAfterError();
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
