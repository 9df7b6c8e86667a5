import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DRAFT_DEBOUNCE_MS } from '../utils/form-constants.ts';
import { draftStore } from '../utils/draft-store.ts';
import { useServerDraft } from './use-server-draft.ts';

/**
 * Writes what the applicant types to the browser (debounced, and at once when the tab is hidden or closed),
 * until a save is confirmed, and sends it to the server as an unvalidated draft (useServerDraft) so that the
 * deadline job can still save it. `baseVersion` is the server version the typing started from.
 */
export function usePageDraft(form: UseFormReturn<Record<string, unknown>>, applicantId: number | undefined, pageIndex: number, baseVersion: () => number) {
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef(false);
  // Both callbacks are stable, so they do not re-run the effect below.
  const { changed: serverChanged, confirmed: serverConfirmed } = useServerDraft(applicantId, pageIndex, () => ({ values: form.getValues(), version: baseVersion() }));

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!pending.current || applicantId === undefined) return;
    pending.current = false;
    draftStore.write(applicantId, pageIndex, { values: form.getValues(), baseVersion: baseVersion(), updatedAt: Date.now() });
  }, [form, applicantId, pageIndex, baseVersion]);

  useEffect(() => {
    if (applicantId === undefined) return;
    const sub = form.watch((_values, { type }) => {
      // Only the applicant's own edits make a draft (resets and programmatic loads do not).
      if (type !== 'change' && !form.formState.isDirty) return;
      pending.current = true;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, DRAFT_DEBOUNCE_MS);
      serverChanged();
    });
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      sub.unsubscribe();
      flush();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [form, applicantId, flush, serverChanged]);

  /** After the server confirmed a save: nothing is pending any more. */
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = false;
    serverConfirmed();
    if (applicantId !== undefined) draftStore.clear(applicantId, pageIndex);
  }, [applicantId, pageIndex, serverConfirmed]);

  return { flush, clear };
}
