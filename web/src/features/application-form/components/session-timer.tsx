import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { TimeCheck } from '@portal/shared/schemas/auth-step';
import { WarningIcon } from '../../../components/icons.tsx';
import { ALERT_SECONDS, VALIDITY_CAP_MINUTES, formatRemaining, remainingAt, type TimerAnswer } from '../hooks/use-session-timer.ts';

const t = messages.formPage.timer;
type Mode = TimeCheck['status'];

/**
 * The countdown shown on form pages, with 'Extend' outside the deadline mode. It ticks on its own and calls
 * onAlert once at 600 s or less and onZero once at 0 (both again after a new answer, e.g. after Extend).
 */
export function SessionTimer({ answer, onExtend, onAlert, onZero }: { answer: TimerAnswer | undefined; onExtend: () => void; onAlert: (mode: Mode) => void; onZero: (mode: Mode) => void }) {
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef({ answer: undefined as TimerAnswer | undefined, alert: false, zero: false });
  const tipId = useId();

  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);

  const remaining = answer ? remainingAt(answer, now) : 0;
  const mode = answer?.check.status ?? 'normal';
  useEffect(() => {
    if (!answer || answer.check.isEnd) return;
    if (fired.current.answer !== answer) fired.current = { answer, alert: false, zero: false };
    if (remaining > 0 && remaining <= ALERT_SECONDS && !fired.current.alert) {
      fired.current.alert = true;
      onAlert(mode);
    }
    if (remaining === 0 && !fired.current.zero) {
      fired.current.zero = true;
      onZero(mode);
    }
  }, [answer, remaining, mode, onAlert, onZero]);

  if (!answer)
    return (
      <p className="fe-timer" role="status">
        {t.loading}
      </p>
    );
  return (
    <div className={`fe-timer${remaining <= ALERT_SECONDS ? ' fe-timer--urgent' : ''}`} data-mode={mode}>
      <span className="fe-timer__label">{t[mode]}</span>
      <span className="fe-timer__time" role="timer" aria-live="off" data-testid="form-timer">
        {formatRemaining(remaining)}
      </span>
      <span className="fe-timer__validity">{t.validity(Math.min(VALIDITY_CAP_MINUTES, Math.ceil(remaining / 60)))}</span>
      {mode === 'deadline' && remaining <= ALERT_SECONDS ? (
        // 4: the deadline tooltip, on hover and on keyboard focus.
        <span className="fe-tooltip">
          <button type="button" className="fe-tooltip__trigger" aria-label={t.deadlineWarning} aria-describedby={tipId}>
            <WarningIcon />
          </button>
          <span role="tooltip" id={tipId} className="fe-tooltip__bubble">
            {t.deadlineTooltip}
          </span>
        </span>
      ) : null}
      {mode === 'session' ? (
        <Button size="small" onClick={onExtend}>
          {t.extend}
        </Button>
      ) : null}
    </div>
  );
}
