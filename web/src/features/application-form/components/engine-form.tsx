import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog } from '@primer/react';
import { messages, type ApplicantData, type SavedPage, type SaveType } from '@portal/shared';
import { sectionOfPath } from '@portal/shared/form/section-of-path';
import { pageUsesLanguages } from '@portal/shared/form/language-entry';
import { applyRules } from '@portal/shared/rules/apply-effects';
import { evaluateRules, type RuleContext, type RuleEffects } from '@portal/shared/rules/evaluate-rules';
import { RulesProvider, RulesWatcher } from '../../../form-engine/rules/rules-context.tsx';
import { applicantKeys } from '../../../api/view-applicant.ts';
import { focusFirstError } from '../utils/focus-first-error.ts';
import { useToast } from '../../../components/toast.tsx';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { WarningIcon } from '../../../components/icons.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { FormEngineProvider } from '../../../form-engine/form-engine-context.tsx';
import { FormMethodsProvider } from '../../../form-engine/form-methods.tsx';
import { FormSection } from '../../../form-engine/sections.tsx';
import { SubmitErrorProvider, type SubmitError } from '../../../form-engine/submit-error-context.tsx';
import { taskLanguages } from '../../../form-engine/pickers/language-lookup.ts';
import type { StoredFormPage } from '../api/get-form.ts';
import { formKeys } from '../api/form-keys.ts';
import { savePage } from '../api/save-page.ts';
import { usePageDraft } from '../hooks/use-page-draft.ts';
import { usePageValidation } from '../hooks/use-page-validation.ts';
import { differs, draftStore, type Draft } from '../utils/draft-store.ts';
import { ERROR_TOAST_MS, NEXT_PAGE_DELAY_MS, REDIRECT_AFTER_EXPIRY_MS } from '../utils/form-constants.ts';
import { useSessionTimer } from '../hooks/use-session-timer.ts';
import { logSessionEnd } from '../api/log-session-end.ts';
import { SessionTimer } from './session-timer.tsx';
import { initialValues } from '../utils/initial-values.ts';
import { askConfirm, showNotice } from '../../../components/notice-events.ts';

const pm = messages.formPage;
type Values = Record<string, unknown>;
type Submitter = 'save' | 'next';

export interface EngineFormProps {
  page: StoredFormPage;
  /** Absent in staff test mode (nothing is loaded or saved). */
  applicant?: ApplicantData | undefined;
  saved?: SavedPage | undefined;
  isTest: boolean;
  isAdmin: boolean;
}

/** The pre-question's prerequisite answer (applicant_pre_questions.prerequisite, and its agreement). */
const PREREQUISITE_PATH = 'applicant_pre_questions.prerequisite';
const pagePath = (index: number | 'preview') => `/form/${index}`;

/**
 * A reset with new values writes them into the mounted inputs (RHF's keepFieldsRef). Without it RHF drops its input
 * registry and waits for every field to render again, which the engine's fields no longer do on a form state change
 * (form-engine/form-methods.tsx).
 */
const KEEP_FIELDS = { keepFieldsRef: true } as const;

/** The text of a refused save's answer: its error field, else its message (none for an empty answer). */
function serverText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  return [error, message].find((t): t is string => typeof t === 'string' && t.trim() !== '');
}
const answeredWithIdOrError = (body: unknown) => Boolean(body && typeof body === 'object' && ('id' in body || typeof (body as { error?: unknown }).error === 'string'));

/** One form page: the configured sections under react-hook-form with the shared schema, and its buttons. */
export function EngineForm({ page, applicant, saved, isTest, isAdmin }: EngineFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const pageIndex = page.pageIndex;
  const isLast = pageIndex >= page.pageCount - 1;
  const readOnly = !isTest && applicant?.status === 'Y';

  // Language scores and grades are checked against the chosen test's entry in the task's language list, the list
  // the pickers show; a page with such fields loads it before validating (the server checks the tenant catalogue).
  const taskId = applicant?.task_id ?? 0;
  const languages = useMemo(() => taskLanguages(queryClient, taskId), [queryClient, taskId]);
  const usesLanguages = useMemo(() => pageUsesLanguages(page), [page]);
  const languagesReady = useCallback(() => (usesLanguages ? languages.ready() : Promise.resolve()), [usesLanguages, languages]);
  const defaults = useMemo(() => initialValues(page, saved?.values ?? {}, applicant), [page, saved, applicant]);
  // The tenant rules of the page (page.rules) for the current values: what they hide, cap, limit and refuse.
  const ruleContext = useMemo<RuleContext>(
    () => ({
      projectId: applicant?.project_id,
      taskId: applicant?.task_id,
      afterAuth: applicant?.auth,
      // The picker's unrestricted list knows each test's type (picker_prerequisite restrictions).
      languageTypeOf: (id: number) => {
        const entry = languages.languageOf(id) as { type_id?: number | null } | undefined;
        return entry ? (entry.type_id ?? null) : undefined;
      },
    }),
    [applicant, languages],
  );
  const hasRules = (page.rules?.length ?? 0) > 0;
  const [effects, setEffects] = useState<RuleEffects | undefined>(() => (hasRules ? evaluateRules(page.rules, page, defaults, ruleContext) : undefined));
  const shownPage = useMemo(() => (effects ? applyRules(page, effects) : page), [page, effects]);
  const { check, resolver } = usePageValidation(page, { languageOf: languages.languageOf, ready: languagesReady, rules: ruleContext });
  const form = useForm<Values>({
    defaultValues: defaults,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus follows the document, not the order fields registered in (focusFirstError).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // After the errors have rendered: the first one in document order, clear of the sticky bar.
  const focusError = useCallback(() => window.setTimeout(() => focusFirstError(formRef.current), 0), []);

  const version = useRef(saved?.version ?? 0);
  const draft = usePageDraft(form, isTest ? undefined : applicant?.id, pageIndex, () => version.current);
  const [offered, setOffered] = useState<Draft | undefined>();
  // After the page is on screen: the browser's first localStorage read of a document waits for the whole origin's
  // storage, which need not hold up the fields (npm run bench, render).
  useEffect(() => {
    if (isTest || !applicant) return;
    const d = draftStore.read(applicant.id, pageIndex);
    if (d && differs(d.values, defaults)) setOffered(d);
    // Once per page: later saves clear the draft themselves.
  }, []);
  const [busy, setBusy] = useState<string | undefined>();
  const [stale, setStale] = useState<SavedPage | undefined>();
  const [sectionErrors, setSectionErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<SubmitError | undefined>();
  /** 8 'Form': a temporary save answered with neither an id nor an error sets a form-level error ('errorMessage'). */
  const [formError, setFormError] = useState<string | undefined>();
  const inFlight = useRef(false);
  // Spec part 1, 4 'Form saving': the submit error is reset when the prerequisite answer changes.
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      if (name?.startsWith(PREREQUISITE_PATH)) {
        setSubmitError(undefined);
        setSectionErrors({});
      }
    });
    return () => sub.unsubscribe();
  }, [form]);

  const engine = useMemo(
    () => ({ applicantId: applicant?.id ?? 0, taskId: applicant?.task_id ?? 0, pageIndex, isTest, isAdmin, readOnly }),
    [applicant, pageIndex, isTest, isAdmin, readOnly],
  );

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

  const send = useCallback(
    async (saveType: SaveType, after: Submitter | 'temp', reason?: 'limit') => {
      if (!applicant || inFlight.current) return;
      inFlight.current = true;
      // 2.18 progress texts: 'Temporarily saving', else 'Processing page'.
      setBusy(saveType === 'temp' ? pm.tempSaving : pm.processing);
      setSectionErrors({});
      setSubmitError(undefined);
      setFormError(undefined);
      const values = form.getValues();
      try {
        const r = await savePage(applicant.id, { pageIndex, saveType, version: version.current, values, ...(reason ? { reason } : {}) });
        version.current = r.version;
        draft.clear();
        form.reset(values, { keepValues: true });
        queryClient.setQueryData<ApplicantData>(applicantKeys.data, (a) => (a ? { ...a, confirm_page: r.confirm_page, save_page: r.save_page } : a));
        void queryClient.invalidateQueries({ queryKey: formKeys.saved(applicant.id, pageIndex) });
        toast({ message: saveType === 'temp' ? pm.tempSaved : pm.saved, variant: 'success' });
        if (after === 'next') window.setTimeout(() => navigate(pagePath(isLast ? 'preview' : pageIndex + 1)), NEXT_PAGE_DELAY_MS);
      } catch (e) {
        // Whatever failed, the typed values stay in the form and in the browser's draft.
        draft.flush();
        if (!isApiError(e)) throw e;
        const body = (e.body ?? {}) as { code?: string; path?: string; type?: string; current?: SavedPage; pageIndex?: number };
        if (e.status === 422) showServerError(body.path, e.message, body.type);
        else if (e.status === 409 && body.code === 'stale' && body.current) setStale(body.current);
        else if (e.status === 409 && body.code === 'pageLocked' && typeof body.pageIndex === 'number') {
          const to = pagePath(body.pageIndex);
          void showNotice(e.message).then(() => navigate(to, { replace: true }));
        } else if (e.status === 403 && body.code === 'timeover') {
          void showNotice(e.message).then(() => navigate('/', { replace: true }));
        } else if (e.status === 0) toast({ message: pm.offline, variant: 'error', durationMs: ERROR_TOAST_MS });
        else {
          // 8 'Form': a server error text is shown as it is; an answer without one is the generic 'An error occurred'.
          const text = serverText(e.body);
          toast({ message: text ?? pm.errorOccurred, variant: 'error', durationMs: ERROR_TOAST_MS });
          if (saveType === 'temp' && !answeredWithIdOrError(e.body)) setFormError(pm.tempSaveFailed);
        }
      } finally {
        inFlight.current = false;
        setBusy(undefined);
      }
    },
    [applicant, form, pageIndex, draft, queryClient, toast, navigate, isLast, showServerError],
  );

  // The session/deadline countdown (applicants only). At 0: a session ends with an automatic temporary save
  // (reason 'limit'), the deadline with the expiry message; either way home after 1 s (spec 4, 9).
  const timer = useSessionTimer(
    applicant?.project_id ?? 0,
    () => {
      void showNotice(pm.writingClosed).then(() => navigate('/', { replace: true }));
    },
    // A submitted application has no session to keep alive: no countdown, no Extend (issue 15 item 23).
    !isTest && Boolean(applicant) && !readOnly,
  );
  const onTimerAlert = useCallback(
    (mode: string) => toast({ message: mode === 'deadline' ? pm.timer.deadlineAlert : pm.timer.sessionAlert, variant: 'error', durationMs: ERROR_TOAST_MS }),
    [toast],
  );
  const onTimerZero = useCallback(
    (mode: string) => {
      void (async () => {
        if (mode === 'session' && applicant && !readOnly) {
          // Spec 4: the automatic save exists only where a temp save does; a completed page is never temp-saved
          // (that would un-complete it). Its unsaved edits stay in the browser's draft instead.
          if (applicant.confirm_page.includes(pageIndex)) draft.flush();
          else await send('temp', 'temp', 'limit');
          await logSessionEnd(applicant.id, pageIndex).catch(() => undefined);
          await showNotice(pm.sessionExpired);
        } else await showNotice(pm.periodExpired);
        window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_AFTER_EXPIRY_MS);
      })();
    },
    [applicant, readOnly, send, pageIndex, navigate, draft],
  );

  const onInvalid = useCallback(
    (_errors: FieldErrors<Values>) => {
      toast({ message: pm.checkInputs, variant: 'error' });
      focusError();
    },
    [toast, focusError],
  );

  /** Temporary save: formats are checked, required fields are not (the server does the same). */
  const tempSave = async () => {
    form.clearErrors();
    const r = await check(form.getValues(), true);
    if (!r.ok) {
      r.issues.forEach((issue) => form.setError(issue.path, { type: 'temp', message: issue.message }));
      onInvalid({});
      return;
    }
    void send('temp', 'temp');
  };

  const submit = (submitter: Submitter) => form.handleSubmit(() => send('save', submitter), onInvalid);

  const testMove = (delta: -1 | 1) => {
    const target = pageIndex + delta;
    if (target < 0) toast({ message: pm.firstPage, variant: 'info' });
    else if (target >= page.pageCount) toast({ message: pm.lastPage, variant: 'info' });
    else navigate(pagePath(target));
  };

  // Issue 15 item 22: '이전' with unsaved input asks first (the input stays in the browser's draft either way).
  const previous = async () => {
    const unsaved = differs(form.getValues(), form.formState.defaultValues ?? {});
    if (unsaved && !(await askConfirm(pm.leaveUnsaved, { confirm: pm.leaveUnsavedConfirm, cancel: pm.leaveUnsavedStay }))) return;
    navigate(pagePath(pageIndex - 1));
  };

  const confirmed = applicant?.confirm_page.includes(pageIndex) ?? false;
  const restore = (d: Draft) => {
    form.reset(d.values, KEEP_FIELDS);
    setOffered(undefined);
    toast({ message: pm.draftRestored, variant: 'info' });
  };
  const discard = () => {
    if (applicant) draftStore.clear(applicant.id, pageIndex);
    setOffered(undefined);
  };

  return (
    <FormEngineProvider value={engine}>
      <FormMethodsProvider methods={form}>
        {readOnly ? (
          <div className="fe-submitted" role="status" data-testid="form-submitted">
            <span>{pm.submittedBanner}</span>
            <Button size="small" onClick={() => navigate(pagePath('preview'))}>
              {pm.submittedBannerLink}
            </Button>
          </div>
        ) : null}
        {!isTest && applicant && !readOnly ? (
          <SessionTimer
            answer={timer.answer}
            onAlert={onTimerAlert}
            onZero={onTimerZero}
            onExtend={() => void timer.extend().then(() => toast({ message: pm.timer.extended, variant: 'info' }))}
          />
        ) : null}
        {offered ? (
          <div className="fe-draft" role="status">
            <span>{pm.draftFound}</span>
            <Button size="small" variant="primary" onClick={() => restore(offered)}>
              {pm.draftRestore}
            </Button>
            <Button size="small" onClick={discard}>
              {pm.draftDiscard}
            </Button>
          </div>
        ) : null}
        <form
          ref={formRef}
          className="fe-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit('next')(e);
          }}
          aria-busy={busy ? true : undefined}
        >
          {hasRules ? <RulesWatcher page={page} control={form.control} context={ruleContext} current={effects} onChange={setEffects} /> : null}
          <RulesProvider value={effects}>
            <SubmitErrorProvider value={submitError}>
              {shownPage.forms.map((f) => (
                <FormSection key={f.application_form_id} form={f} error={sectionErrors[f.code_value]} />
              ))}
            </SubmitErrorProvider>
          </RulesProvider>
          {formError ? (
            <p className="fe-error fe-error--icon fe-form-error" role="alert">
              <span className="fe-error__icon">
                <WarningIcon />
              </span>
              {formError}
            </p>
          ) : null}
          <div className="fe-actions">
            {isTest ? (
              <>
                <span className="fe-test-label">{pm.testing}</span>
                <Button onClick={() => testMove(-1)}>{pm.previous}</Button>
                <Button variant="primary" onClick={() => testMove(1)}>
                  {pm.next}
                </Button>
              </>
            ) : readOnly ? null : (
              <>
                <Button onClick={() => void previous()} disabled={pageIndex === 0 || Boolean(busy)}>
                  {pm.previous}
                </Button>
                {confirmed ? (
                  <Button onClick={() => void submit('save')()} disabled={Boolean(busy)}>
                    {pm.save}
                  </Button>
                ) : (
                  <Button onClick={() => void tempSave()} disabled={Boolean(busy)}>
                    {pm.tempSave}
                  </Button>
                )}
                <Button type="submit" variant="primary" disabled={Boolean(busy)}>
                  {isLast ? pm.preview : pm.next}
                </Button>
              </>
            )}
          </div>
        </form>
        {busy ? <LoadingOverlay text={busy} /> : null}
        {stale ? (
          <Dialog
            title={pm.staleTitle}
            role="alertdialog"
            onClose={() => setStale(undefined)}
            footerButtons={[
              {
                content: pm.staleKeepMine,
                onClick: () => {
                  // The applicant saw the newer version and chose their own input: the next save may replace it.
                  version.current = stale.version;
                  setStale(undefined);
                },
              },
              {
                content: pm.staleUseServer,
                buttonType: 'primary',
                onClick: () => {
                  version.current = stale.version;
                  form.reset(initialValues(page, stale.values, applicant), KEEP_FIELDS);
                  draft.clear();
                  setStale(undefined);
                },
              },
            ]}
          >
            <p>{pm.stale}</p>
          </Dialog>
        ) : null}
      </FormMethodsProvider>
    </FormEngineProvider>
  );
}
