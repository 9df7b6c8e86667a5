import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@portal/shared/messages';
import type { ApplicantData } from '@portal/shared/schemas/auth-step';
import { showNotice } from '../../../components/notice-events.ts';
import { useToast } from '../../../components/toast.tsx';
import { logSessionEnd } from '../api/log-session-end.ts';
import { ERROR_TOAST_MS, REDIRECT_AFTER_EXPIRY_MS } from '../utils/form-constants.ts';
import { useSessionTimer } from './use-session-timer.ts';

const pm = messages.formPage;

/**
 * The session/deadline countdown of an applicant's page (spec 4, 9). At 0 a session ends with an automatic temporary
 * save (reason 'limit') where a temporary save exists, the deadline with the expiry message; either way home after 1 s.
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
  const timer = useSessionTimer(
    applicant?.project_id ?? 0,
    () => {
      void showNotice(pm.writingClosed).then(() => navigate('/', { replace: true }));
    },
    enabled,
  );
  const onAlert = useCallback(
    (mode: string) => toast({ message: mode === 'deadline' ? pm.timer.deadlineAlert : pm.timer.sessionAlert, variant: 'error', durationMs: ERROR_TOAST_MS }),
    [toast],
  );
  const onZero = useCallback(
    (mode: string) => {
      void (async () => {
        if (mode === 'session' && applicant && enabled) {
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
  const onExtend = useCallback(() => void timer.extend().then(() => toast({ message: pm.timer.extended, variant: 'info' })), [timer, toast]);
  return { answer: timer.answer, onAlert, onZero, onExtend };
}
