import { useEffect, useRef } from 'react';
import type { VerificationEntry } from '../lib/verification-state.ts';

/** Calls `onExpired` once when a sent code runs out unconfirmed (the entry falls back to idle by its countdown). */
export function useCodeExpiry(entry: VerificationEntry, onExpired: () => void): void {
  const wasPending = useRef(entry.request);
  const callback = useRef(onExpired);
  callback.current = onExpired;
  useEffect(() => {
    if (wasPending.current && !entry.request && !entry.result) callback.current();
    wasPending.current = entry.request;
  }, [entry.request, entry.result]);
}
