import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * The browser's Back or Forward off a form page with unsaved input asks what '이전' asks (ux.md p11). The app's own
 * moves (save and next, 이전 itself, a session's end) are pushes or replaces and are not held.
 */
export function useBackGuard(unsaved: () => boolean, ask: () => Promise<boolean>): void {
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => historyAction === 'POP' && currentLocation.pathname !== nextLocation.pathname && unsaved());
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void ask().then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, ask]);
}
