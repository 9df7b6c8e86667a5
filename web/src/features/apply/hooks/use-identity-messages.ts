import { useEffect, useRef } from 'react';
import { identityMessageFrom, type IdentityMessage } from '../utils/identity-message.ts';

/** Calls `onMessage` for each identity result posted by the callback popup (same origin only). */
export function useIdentityMessages(onMessage: (message: IdentityMessage) => void): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = identityMessageFrom(event);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
}
