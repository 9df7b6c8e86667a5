import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog } from '@primer/react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { useToast } from '../../../components/toast.tsx';
import { applicantKeys } from '../../../api/view-applicant.ts';
import { useCancelSubmission } from '../api/cancel-submission.ts';
import { useIsMobile } from '../../../hooks/use-media-query.ts';
import { showNotice } from '../../../components/notice-events.ts';

const m = messages.submission;
/** Part 2 section 9: the loading overlay stays 3 s after a failed cancel. */
export const CANCEL_ERROR_OVERLAY_MS = constants.loadingAfterErrorMs;

/**
 * 'Modify' on a submitted application (part 2 2.6): confirm, cancel the final submission, then back to the saved
 * page. `pathOf` keeps the admin prefix when the page was opened under /admin. On a phone there is no Modify, as in
 * the mobile history: the form it leads to is PC-only (part 1 1, part 2 2.4), so the note says so instead.
 */
export function ModifyPanel({ pathOf, secondary }: { pathOf: (page: number) => string; secondary: ReactNode }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const cancel = useCancelSubmission();
  const mobile = useIsMobile();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const release = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(release.current), []);

  const run = async () => {
    setConfirming(false);
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const r = await cancel.mutateAsync();
      setBusy(false);
      if (r.result === 'success') {
        await queryClient.invalidateQueries({ queryKey: applicantKeys.all });
        await showNotice(m.cancelled);
        navigate(pathOf(Number.isInteger(r.save_page) ? r.save_page! : 0), { replace: true });
      } else {
        await showNotice(m.cancelLimit);
      }
    } catch {
      toast({ message: m.cancelError, variant: 'error', durationMs: constants.errorSnackbarMs });
      release.current = window.setTimeout(() => setBusy(false), CANCEL_ERROR_OVERLAY_MS);
    } finally {
      inFlight.current = false;
    }
  };

  if (mobile)
    return (
      <>
        <p className="pv-note" data-testid="modify-pc-only">
          {m.modifyPcOnly}
        </p>
        <div className="pv-actions">{secondary}</div>
      </>
    );
  return (
    <>
      <div className="pv-actions">
        {secondary}
        <Button variant="primary" className="button-brand" onClick={() => setConfirming(true)} disabled={busy}>
          {m.modify}
        </Button>
      </div>
      {confirming ? (
        <Dialog
          title={m.cancelTitle}
          role="alertdialog"
          onClose={() => setConfirming(false)}
          footerButtons={[
            { content: m.cancelNo, onClick: () => setConfirming(false) },
            { content: m.cancelYes, buttonType: 'primary', onClick: () => void run() },
          ]}
        >
          <p>{m.cancelText}</p>
        </Dialog>
      ) : null}
      {busy ? <LoadingOverlay text={m.cancelling} /> : null}
    </>
  );
}
