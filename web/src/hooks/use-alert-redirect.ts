import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { showNotice } from '../components/notice-events.ts';

/**
 * When `when` holds: show `message` in the portal's notice dialog once, then replace the location with `to`.
 * (The guard keeps React's development double effects from alerting twice.)
 */
export function useAlertRedirect(when: boolean, message: string, to: string): void {
  const navigate = useNavigate();
  const fired = useRef(false);
  useEffect(() => {
    if (!when || fired.current) return;
    fired.current = true;
    // As the browser's alert did: the move waits until the notice is closed.
    void showNotice(message).then(() => navigate(to, { replace: true }));
  }, [when, message, to, navigate]);
}
