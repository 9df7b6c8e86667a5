import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useClearToasts } from '../../components/toast.tsx';

/** Toasts belong to the screen that showed them: a move to another page clears them (issue 15 item 18). */
export function RouteToastReset() {
  const { pathname } = useLocation();
  const clear = useClearToasts();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clear();
  }, [pathname, clear]);
  return null;
}
