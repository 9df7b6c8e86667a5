import { useCallback, useEffect, useRef } from 'react';
import { DRAFT_MAX_BYTES } from '@portal/shared/schemas/submission';
import { KEEPALIVE_MAX_BYTES, saveDraft } from '../api/save-draft.ts';
import { SERVER_DRAFT_IDLE_MS, SERVER_DRAFT_INTERVAL_MS } from '../utils/form-constants.ts';

interface State {
  /** Changes not yet sent. */
  unsent: boolean;
  firstUnsentAt: number;
  lastChangeAt: number;
  lastSentAt: number;
  timer: number | undefined;
}

const byteLength = (s: string) => new TextEncoder().encode(s).length;

/**
 * Sends the unconfirmed draft of one page to the server (POST applicant/draft/{id}): about 5 s after the last
 * change, at most every 15 s (so continuous typing still sends every 15 s), and at once with keepalive when the tab
 * is hidden or closed. Nothing here can block typing: a change only moves a timer; the values are read and
 * serialised when the timer fires. Drafts over DRAFT_MAX_BYTES are not sent, and failures are ignored: the
 * browser's own draft still holds the input, and a real save remains the authority.
 */
export function useServerDraft(applicantId: number | undefined, pageIndex: number, read: () => { values: Record<string, unknown>; version: number }) {
  const state = useRef<State>({ unsent: false, firstUnsentAt: 0, lastChangeAt: 0, lastSentAt: -Infinity, timer: undefined });
  const readRef = useRef(read);
  readRef.current = read;

  const send = useCallback(
    (keepalive: boolean) => {
      const s = state.current;
      window.clearTimeout(s.timer);
      s.timer = undefined;
      if (!s.unsent || applicantId === undefined) return;
      s.unsent = false;
      s.lastSentAt = Date.now();
      const { values, version } = readRef.current();
      const valuesJson = JSON.stringify(values);
      // The server would refuse it; the browser's draft keeps it, and the next change tries again.
      if (byteLength(valuesJson) > DRAFT_MAX_BYTES) return;
      const json = `{"pageIndex":${pageIndex},"version":${version},"values":${valuesJson}}`;
      void saveDraft(applicantId, json, { keepalive: keepalive && byteLength(json) <= KEEPALIVE_MAX_BYTES });
    },
    [applicantId, pageIndex],
  );

  const schedule = useCallback(() => {
    const s = state.current;
    const due = Math.max(Math.min(s.lastChangeAt + SERVER_DRAFT_IDLE_MS, s.firstUnsentAt + SERVER_DRAFT_INTERVAL_MS), s.lastSentAt + SERVER_DRAFT_INTERVAL_MS);
    window.clearTimeout(s.timer);
    s.timer = window.setTimeout(() => send(false), Math.max(0, due - Date.now()));
  }, [send]);

  /** The applicant changed something. */
  const changed = useCallback(() => {
    if (applicantId === undefined) return;
    const s = state.current;
    const now = Date.now();
    if (!s.unsent) s.firstUnsentAt = now;
    s.unsent = true;
    s.lastChangeAt = now;
    schedule();
  }, [applicantId, schedule]);

  /** A save was confirmed by the server: nothing is left to send. */
  const confirmed = useCallback(() => {
    const s = state.current;
    window.clearTimeout(s.timer);
    s.timer = undefined;
    s.unsent = false;
  }, []);

  useEffect(() => {
    if (applicantId === undefined) return;
    // The tab may never come back: send what is pending now, surviving the unload.
    const onHide = () => send(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the page inside the app: what is pending goes now rather than never.
      send(true);
    };
  }, [applicantId, send]);

  return { changed, confirmed };
}
