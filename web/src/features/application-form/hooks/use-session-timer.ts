import { useCallback, useEffect, useRef, useState } from 'react';
import type { TimeCheck } from '@portal/shared/schemas/auth-step';
import { getTime } from '../api/get-time.ts';

/** Spec 9: alerts from 600 s; displayed validity capped at 30 minutes. */
export const ALERT_SECONDS = 600;
export const VALIDITY_CAP_MINUTES = 30;

export interface TimerAnswer {
  check: TimeCheck;
  /** Browser time (ms) the answer arrived; the countdown runs from here. */
  at: number;
}

/**
 * The server's view of the session/deadline for the form page (spec 4 'Session and deadline timer').
 * `extend` re-requests the time (the server restarts the session). The ticking lives in SessionTimer so that
 * the form itself does not re-render every second.
 */
export function useSessionTimer(projectId: number, onEnded: () => void, enabled: boolean) {
  const [answer, setAnswer] = useState<TimerAnswer>();
  const ended = useRef(onEnded);
  ended.current = onEnded;

  /** The server's answer, or undefined when not asked (disabled) or not answered. */
  const load = useCallback(async (): Promise<TimeCheck | undefined> => {
    if (!enabled) return undefined;
    try {
      const check = await getTime(projectId);
      setAnswer({ check, at: Date.now() });
      if (check.isEnd) ended.current();
      return check;
    } catch {
      // The countdown is information only; the server still refuses late writes.
      return undefined;
    }
  }, [projectId, enabled]);

  useEffect(() => {
    void load();
  }, [load]);

  return { answer, extend: load };
}

/** Seconds left of an answer at browser time `now`. */
export const remainingAt = (a: TimerAnswer, now: number) => Math.max(0, a.check.diff - Math.floor(Math.max(0, now - a.at) / 1000));

export function formatRemaining(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}
