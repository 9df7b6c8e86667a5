import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import { useToast } from '../../../components/toast.tsx';
import { differs, draftStore, type Draft } from '../utils/draft-store.ts';
import { KEEP_FIELDS } from '../utils/form-constants.ts';

type Values = Record<string, unknown>;

/**
 * A draft this browser kept of the page that differs from what the server has: offered once per page, after the page
 * is on screen (the browser's first localStorage read of a document waits for the whole origin's storage).
 */
export function useDraftOffer(form: UseFormReturn<Values>, applicantId: number | undefined, pageIndex: number, defaults: Values) {
  const toast = useToast();
  const [offered, setOffered] = useState<Draft | undefined>();
  useEffect(() => {
    if (applicantId === undefined) return;
    const d = draftStore.read(applicantId, pageIndex);
    if (d && differs(d.values, defaults)) setOffered(d);
    // Once per page: later saves clear the draft themselves.
  }, []);
  const restore = () => {
    if (!offered) return;
    form.reset(offered.values, KEEP_FIELDS);
    setOffered(undefined);
    toast({ message: messages.formPage.draftRestored, variant: 'info' });
  };
  const discard = () => {
    if (applicantId !== undefined) draftStore.clear(applicantId, pageIndex);
    setOffered(undefined);
  };
  return { offered: offered !== undefined, restore, discard };
}
