import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import type { ApplicantData } from '@portal/shared/schemas/auth-step';
import { showNotice } from '../../../components/notice-events.ts';
import { useToast } from '../../../components/toast.tsx';
import { session } from '../../../lib/session.ts';
import { logSessionEnd } from '../api/log-session-end.ts';
import { REDIRECT_AFTER_EXPIRY_MS } from '../utils/form-constants.ts';
import { markSessionEnded, sessionHasEnded } from '../utils/session-expiry.ts';
import { useSessionTimer } from './use-session-timer.ts';

const pm = messages.formPage;

/**
 * The session/deadline countdown of an applicant's page (spec 4, 9). At 0 a session ends with an automatic temporary
 * save (reason 'limit') where a temporary save exists, the deadline with the expiry message; either way home after 1 s.
 * The end is final (issue 41 item 17): `ended` stops the countdown at 0 and no time check is asked again, also not by
 * the form the page opens again after that save.
 */
export function useSessionEnd(opts: {
  applicant: ApplicantData | undefined;
  pageIndex: number;
  enabled: boolean;
  tempSave: () => Promise<unknown>;
  keepDraft: () => void;
}) {
  const { applicant, pageIndex, enabled, tempSave, keepDraft } = opts;
  const navigate = useNavigate();
  const toast = useToast();
  const [ended, setEnded] = useState(() => Boolean(applicant && sessionHasEnded(applicant.id, session.applicantToken())));
  const timer = useSessionTimer(
    applicant?.project_id ?? 0,
    () => {
      void showNotice(pm.writingClosed).then(() => navigate('/', { replace: true }));
    },
    enabled && !ended,
  );
  const onZero = useCallback(
    (mode: string) => {
      setEnded(true);
      void (async () => {
        if (mode === 'session' && applicant && enabled) {
          // Before the save: the save's new version makes the page open the form again, which must stay ended.
          markSessionEnded(applicant.id, session.applicantToken());
          // Spec 4: the automatic save exists only where a temp save does; a completed page is never temp-saved
          // (that would un-complete it). Its unsaved edits stay in the browser's draft instead.
          if (applicant.confirm_page.includes(pageIndex)) keepDraft();
          else await tempSave();
          await logSessionEnd(applicant.id, pageIndex).catch(() => undefined);
          await showNotice(pm.sessionExpired);
        } else await showNotice(pm.periodExpired);
        window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_AFTER_EXPIRY_MS);
      })();
    },
    [applicant, enabled, tempSave, keepDraft, pageIndex, navigate],
  );
  // 'Extend' restarts the session on the server; the confirmation only when the server says it did.
  const onExtend = useCallback(
    () =>
      void timer.extend().then((check) => {
        if (check?.status === 'session') toast({ message: pm.timer.extended, variant: 'info' });
      }),
    [timer, toast],
  );
  return { answer: timer.answer, ended, onZero, onExtend };
}
