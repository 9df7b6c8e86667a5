import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@portal/shared/messages';
import type { ApplicantData } from '@portal/shared/schemas/auth-step';
import type { SaveApplicantBody, SaveApplicantResult, SavedPage, SaveType } from '@portal/shared/schemas/form-api';
import { sectionOfPath } from '@portal/shared/form/section-of-path';
import type { FormPage } from '@portal/shared/form-model/definition';
import { applicantKeys } from '../../../api/view-applicant.ts';
import { useToast } from '../../../components/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { sendWithRetries } from '../../../lib/send-with-retries.ts';
import type { SubmitError } from '../../../form-engine/submit-error-context.tsx';
import { formKeys } from '../api/form-keys.ts';
import { savePage } from '../api/save-page.ts';
import { ERROR_TOAST_MS } from '../utils/form-constants.ts';

const pm = messages.formPage;
type Values = Record<string, unknown>;

/** What a save came to; the page decides where to go next. */
export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'invalid' }
  | { kind: 'stale' }
  | { kind: 'locked'; pageIndex: number; message: string }
  | { kind: 'timeover'; message: string }
  | { kind: 'offline' }
  | { kind: 'failed' }
  | { kind: 'skipped' };

/** The text of a refused save's answer: its error field, else its message (none for an empty answer). */
function serverText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  return [error, message].find((t): t is string => typeof t === 'string' && t.trim() !== '');
}
const answeredWithIdOrError = (body: unknown) => Boolean(body && typeof body === 'object' && ('id' in body || typeof (body as { error?: unknown }).error === 'string'));

export interface SavePageDeps {
  applicantId: number | undefined;
  page: FormPage & { pageIndex: number };
  form: UseFormReturn<Values>;
  /** The version of the page this browser last read or wrote (versioned conditional writes). */
  version: { current: number };
  draft: { clear: () => void; flush: () => void };
  focusError: () => void;
}

/**
 * One page save (spec 4 'Form saving', 8 'Form'): one at a time, with its progress text, its cache updates and its
 * error display (the field, its section, the submit error and a toast). A save that got no answer, a 5xx or a 429
 * is tried again up to three times under its progress text, with one idempotency key for all its tries; only then
 * is the failure shown. Whatever failed, the typed values stay in the form and in the browser's draft.
 */
export function useSavePage({ applicantId, page, form, version, draft, focusError }: SavePageDeps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const pageIndex = page.pageIndex;
  const [busy, setBusy] = useState<string | undefined>();
  const [stale, setStale] = useState<SavedPage | undefined>();
  const [sectionErrors, setSectionErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<SubmitError | undefined>();
  /** 8 'Form': a temporary save answered with neither an id nor an error sets a form-level error ('errorMessage'). */
  const [formError, setFormError] = useState<string | undefined>();
  const inFlight = useRef(false);

  const showServerError = useCallback(
    (path: string | undefined, message: string, type: string | undefined) => {
      if (path) form.setError(path, { type: 'server', message });
      const section = type ?? (path ? sectionOfPath(page, path)?.code_value : undefined);
      if (section) setSectionErrors((e) => ({ ...e, [section]: message }));
      setSubmitError((prev) => ({ seq: (prev?.seq ?? 0) + 1, message, path, type: section }));
      toast({ message, variant: 'error', durationMs: ERROR_TOAST_MS });
      focusError();
    },
    [form, page, toast, focusError],
  );

  const clearErrors = useCallback(() => {
    setSubmitError(undefined);
    setSectionErrors({});
  }, []);

  const save = useCallback(
    async (saveType: SaveType, reason?: SaveApplicantBody['reason']): Promise<SaveOutcome> => {
      if (applicantId === undefined || inFlight.current) return { kind: 'skipped' };
      inFlight.current = true;
      // 2.18 progress texts: 'Temporarily saving', else 'Processing page'.
      setBusy(saveType === 'temp' ? pm.tempSaving : pm.processing);
      clearErrors();
      setFormError(undefined);
      const values = form.getValues();
      const body: SaveApplicantBody = { pageIndex, saveType, version: version.current, values, ...(reason ? { reason } : {}) };
      try {
        // One key per save, the same for each of its tries (a new save gets a new one).
        const r = await sendWithRetries((key) => savePage(applicantId, body, key), draft.flush);
        version.current = r.version;
        draft.clear();
        form.reset(values, { keepValues: true });
        queryClient.setQueryData<ApplicantData>(applicantKeys.data, (a) => (a ? { ...a, confirm_page: r.confirm_page, save_page: r.save_page } : a));
        void queryClient.invalidateQueries({ queryKey: formKeys.saved(applicantId, pageIndex) });
        toast({ message: saveType === 'temp' ? pm.tempSaved : pm.saved, variant: 'success' });
        return { kind: 'saved' };
      } catch (e) {
        draft.flush();
        if (!isApiError(e)) throw e;
        const body = (e.body ?? {}) as { code?: string; path?: string; type?: string; current?: SavedPage; pageIndex?: number };
        if (e.status === 422) {
          showServerError(body.path, e.message, body.type);
          return { kind: 'invalid' };
        }
        if (e.status === 409 && body.code === 'stale' && body.current) {
          setStale(body.current);
          return { kind: 'stale' };
        }
        if (e.status === 409 && body.code === 'pageLocked' && typeof body.pageIndex === 'number') return { kind: 'locked', pageIndex: body.pageIndex, message: e.message };
        if (e.status === 403 && body.code === 'timeover') return { kind: 'timeover', message: e.message };
        if (e.status === 0) {
          toast({ message: pm.offline, variant: 'error', durationMs: ERROR_TOAST_MS });
          return { kind: 'offline' };
        }
        // 8 'Form': a server error text is shown as it is; an answer without one is the generic 'An error occurred'.
        toast({ message: serverText(e.body) ?? pm.errorOccurred, variant: 'error', durationMs: ERROR_TOAST_MS });
        if (saveType === 'temp' && !answeredWithIdOrError(e.body)) setFormError(pm.tempSaveFailed);
        return { kind: 'failed' };
      } finally {
        inFlight.current = false;
        setBusy(undefined);
      }
    },
    [applicantId, form, pageIndex, version, draft, queryClient, toast, showServerError, clearErrors],
  );

  return { save, busy, stale, resolveStale: () => setStale(undefined), sectionErrors, submitError, formError, clearErrors };
}
