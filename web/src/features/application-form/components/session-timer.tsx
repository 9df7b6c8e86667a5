import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { TimeCheck } from '@portal/shared/schemas/auth-step';
import { WarningIcon } from '../../../components/icons.tsx';
import { ALERT_SECONDS, VALIDITY_CAP_MINUTES, formatRemaining, remainingAt, type TimerAnswer } from '../hooks/use-session-timer.ts';

const t = messages.formPage.timer;
type Mode = TimeCheck['status'];

/**
 * The countdown shown on form pages, with 'Extend' outside the deadline mode. It ticks on its own and calls onZero
 * once at 0 (again after a new answer, e.g. after Extend). From 600 s it holds the warning itself, visible and kept
 * in view until acted on (issue 41 item 17); once `ended` it stays at 00:00 and offers nothing.
 */
export function SessionTimer({ answer, ended, onExtend, onZero }: { answer: TimerAnswer | undefined; ended: boolean; onExtend: () => void; onZero: (mode: Mode) => void }) {
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef({ answer: undefined as TimerAnswer | undefined, zero: false });
  const tipId = useId();
  const warningId = useId();

  useEffect(() => {
    if (ended) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [ended]);

  const remaining = answer && !ended ? remainingAt(answer, now) : 0;
  const mode = answer?.check.status ?? 'normal';
  useEffect(() => {
    if (!answer || answer.check.isEnd || ended) return;
    if (fired.current.answer !== answer) fired.current = { answer, zero: false };
    if (remaining === 0 && !fired.current.zero) {
      fired.current.zero = true;
      onZero(mode);
    }
  }, [answer, remaining, mode, ended, onZero]);

  if (ended)
    return (
      <div className="fe-timer fe-timer--urgent fe-timer--ended" data-mode={mode}>
        <span className="fe-timer__label">{mode === 'deadline' ? t.deadline : t.ended}</span>
        <span className="fe-timer__time" role="timer" aria-live="off" data-testid="form-timer">
          {formatRemaining(0)}
        </span>
      </div>
    );
  if (!answer)
    return (
      <p className="fe-timer" role="status">
        {t.loading}
      </p>
    );
  const warning = remaining > 0 && remaining <= ALERT_SECONDS && mode !== 'normal';
  return (
    <div className={`fe-timer${remaining <= ALERT_SECONDS ? ' fe-timer--urgent' : ''}${warning ? ' fe-timer--warning' : ''}`} data-mode={mode}>
      {warning ? (
        // Read out once as it appears; it stays until Extend (or the end) removes it.
        <p className="fe-timer__warning" role="alert" id={warningId} data-testid="session-warning">
          {mode === 'deadline' ? t.deadlineAlert : t.sessionAlert}
        </p>
      ) : null}
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
        <Button size="small" onClick={onExtend} aria-describedby={warning ? warningId : undefined}>
          {t.extend}
        </Button>
      ) : null}
    </div>
  );
}
