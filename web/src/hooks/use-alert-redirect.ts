import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * When `when` holds: alert `message` once, then replace the location with `to`.
 * (The guard keeps React's development double effects from alerting twice.)
 */
export function useAlertRedirect(when: boolean, message: string, to: string): void {
  const navigate = useNavigate();
  const fired = useRef(false);
  useEffect(() => {
    if (!when || fired.current) return;
    fired.current = true;
    window.alert(message);
    navigate(to, { replace: true });
  }, [when, message, to, navigate]);
}
