import { useEffect, useReducer, useState, type Dispatch } from 'react';
import { entryReducer, initialEntry, secondsLeft, type EntryAction, type VerificationEntry } from '../lib/verification-state.ts';

export interface CodeVerification {
  entry: VerificationEntry;
  dispatch: Dispatch<EntryAction>;
  /** Seconds left while a code is pending; null before the expiry is known ('Loading...'). */
  left: number | null;
}

/** One e-mail or SMS verification entry with its once-a-second countdown. */
export function useCodeVerification(): CodeVerification {
  const [entry, dispatch] = useReducer(entryReducer, initialEntry);
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    if (!entry.request) {
      setNow(null);
      return undefined;
    }
    const tick = () => {
      const t = Date.now();
      setNow(t);
      dispatch({ type: 'tick', now: t });
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
    // A new send (count) restarts the timer.
  }, [entry.request, entry.count]);

  const left = entry.request && now !== null ? secondsLeft(entry.remain, now) : null;
  return { entry, dispatch, left };
}
