import { useEffect, useRef, useState } from 'react';

/** Counts down once a second from `seconds`; calls onDone once at zero. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  const fired = useRef(false);
  done.current = onDone;

  useEffect(() => {
    const id = window.setInterval(() => setLeft((n) => (n > 0 ? n - 1 : 0)), 1000);
    return () => window.clearInterval(id);
  }, []);

  useEffect(() => {
    if (left > 0 || fired.current) return;
    fired.current = true;
    done.current();
  }, [left]);

  return left;
}
