import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, Dialog } from '@primer/react';
import { constants } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { blindHiringMessages } from '@portal/shared/messages/blind-hiring';
import { routePath } from '@portal/shared/route-keys';
import type { Preview } from '@portal/shared/schemas/submission';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useToast } from '../../../components/toast.tsx';
import { hasRichContent } from '../../../lib/sanitize.ts';
import { applicantKeys } from '../../../api/view-applicant.ts';
import { useCompleteApplication } from '../api/complete-application.ts';
import { showNotice } from '../../../components/notice-events.ts';

const m = messages.submission;

export interface Refusal {
  message: string;
  pageIndex: number;
  /** The server's reason for the first failing field, when it gave one (e.g. '시험장을 선택하여 주세요.'). */
  detail?: string | undefined;
}

/**
 * The pledge and final submission (2.14, 5, 8 'Final submission'): the company's pledge or the default one,
 * the agreement, a confirm dialog, then applicant/complete with a loading overlay. One request at a time:
 * the button is disabled and a ref guards the gap before React re-renders.
 */
export function PledgePanel({ preview, onRefused, secondary }: { preview: Preview; onRefused: (r: Refusal) => void; secondary: ReactNode }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const complete = useCompleteApplication();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const inFlight = useRef(false);
  const checkbox = useRef<HTMLInputElement>(null);
  const ids = { check: useId(), error: useId(), title: useId() };
  const userId = preview.user.id;
  const company = preview.submit_agreements;

  const askConfirm = () => {
    if (userId === null || inFlight.current) return;
    if (!agreed) {
      setError(m.pledgeRequired);
      checkbox.current?.focus();
      return;
    }
    setError(undefined);
    setConfirming(true);
  };

  // A double click on 최종제출 opens the confirm with its first click; its second lands on the dialog's backdrop, which
  // would close it at once (issue 41 item 24). The later clicks of one multi-click never reach the backdrop.
  const keepConfirmOpen = (e: MouseEvent) => {
    if (!confirming || e.detail < 2 || !(e.target instanceof Element) || e.target.closest('[role="alertdialog"]')) return;
    e.preventDefault();
    e.stopPropagation();
  };

  const submit = async () => {
    setConfirming(false);
    if (userId === null || inFlight.current) return;
    inFlight.current = true;
    try {
      const r = await complete.mutateAsync(userId);
      if (r.result === 'Y') {
        // The form must show the submitted (read-only) state from now on.
        await queryClient.invalidateQueries({ queryKey: applicantKeys.all });
        navigate(routePath('R1-7') ?? '/complete', { state: { complete: r } });
      } else if (r.result === 'timeover') {
        await showNotice(m.timeover);
        navigate('/', { replace: true });
      } else {
        onRefused({ message: m.impossible, pageIndex: r.pageIndex, detail: r.error });
      }
    } catch {
      // Any answer but 'Y', 'timeover' and 'impossible' (a refusal, a network failure, 5xx, an unknown result) gets
      // the spec's fixed text (8 'Final submission': 'Other answers').
      const text = m.completeError;
      setError(text);
      toast({ message: text, variant: 'error', durationMs: constants.errorSnackbarMs });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <section className="pv-pledge" aria-labelledby={ids.title} onMouseDownCapture={keepConfirmOpen} onClickCapture={keepConfirmOpen}>
      <h3 className="pv-pledge__title" id={ids.title}>
        {m.pledgeTitle}
      </h3>
      {/* The text scrolls in its box: focusable, so the keyboard can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <div className="pv-pledge__text" tabIndex={0} role="region" aria-labelledby={ids.title}>
        {company && hasRichContent(company) ? (
          <RichText html={company} />
        ) : (
          <ol className="pv-pledge__default">
            {m.defaultPledge.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        )}
      </div>
      <div className="pv-pledge__agree">
        <Checkbox
          id={ids.check}
          ref={checkbox}
          checked={agreed}
          aria-describedby={error ? ids.error : undefined}
          aria-invalid={error === m.pledgeRequired ? true : undefined}
          onChange={(e) => {
            setAgreed(e.target.checked);
            if (e.target.checked && error === m.pledgeRequired) setError(undefined);
          }}
        />
        <label htmlFor={ids.check}>{m.pledgeAgree}</label>
      </div>
      {error ? (
        <p className="pv-pledge__error" id={ids.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className="pv-actions">
        {secondary}
        <Button variant="primary" className="button-brand" onClick={askConfirm} disabled={userId === null || complete.isPending}>
          {m.submit}
        </Button>
      </div>
      {confirming ? (
        <Dialog
          title={m.confirmTitle}
          role="alertdialog"
          onClose={() => setConfirming(false)}
          footerButtons={[
            { content: m.confirmNo, onClick: () => setConfirming(false) },
            { content: m.confirmYes, buttonType: 'primary', onClick: () => void submit() },
          ]}
        >
          <p>{m.confirmText}</p>
          {preview.blindFindings?.length ? <p className="pv-confirm__blind">{blindHiringMessages.confirmLine(preview.blindFindings.length)}</p> : null}
        </Dialog>
      ) : null}
      {complete.isPending ? <LoadingOverlay text={m.submitting} /> : null}
    </section>
  );
}
