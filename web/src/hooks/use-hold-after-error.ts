import { useCallback, useEffect, useRef, useState } from 'react';
import { constants } from '@portal/shared/constants';

/**
 * The loading overlay kept after a failed delete or cancel (spec part 2, 8 and 9: removed 3 s after the error), so the
 * failure's snackbar is read before the screen can be pressed again. `hold()` starts (or restarts) the 3 s.
 */
export function useHoldAfterError(): [held: boolean, hold: () => void] {
  const [held, setHeld] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const hold = useCallback(() => {
    window.clearTimeout(timer.current);
    setHeld(true);
    timer.current = window.setTimeout(() => setHeld(false), constants.loadingAfterErrorMs);
  }, []);
  return [held, hold];
}
