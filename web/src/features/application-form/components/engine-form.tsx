import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import type { ApplicantData } from '@portal/shared/schemas/auth-step';
import type { SavedPage, SaveType } from '@portal/shared/schemas/form-api';
import { pageUsesLanguages } from '@portal/shared/form/language-entry';
import { applyRules } from '@portal/shared/rules/apply-effects';
import { evaluateRules, type RuleContext, type RuleEffects } from '@portal/shared/rules/evaluate-rules';
import { RulesProvider, RulesWatcher } from '../../../form-engine/rules/rules-context.tsx';
import { useToast } from '../../../components/toast.tsx';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { WarningIcon } from '../../../components/icons.tsx';
import { askConfirm, showNotice } from '../../../components/notice-events.ts';
import { FormEngineProvider } from '../../../form-engine/form-engine-context.tsx';
import { FormMethodsProvider } from '../../../form-engine/form-methods.tsx';
import { FormSection } from '../../../form-engine/sections.tsx';
import { SubmitErrorProvider } from '../../../form-engine/submit-error-context.tsx';
import { taskLanguages } from '../../../form-engine/pickers/language-lookup.ts';
import type { StoredFormPage } from '../api/get-form.ts';
import { useDraftOffer } from '../hooks/use-draft-offer.ts';
import { usePageDraft } from '../hooks/use-page-draft.ts';
import { usePageValidation } from '../hooks/use-page-validation.ts';
import { useSavePage } from '../hooks/use-save-page.ts';
import { useSessionEnd } from '../hooks/use-session-end.ts';
import { useBackGuard } from '../hooks/use-back-guard.ts';
import { differs } from '../utils/draft-store.ts';
import { focusFirstError } from '../utils/focus-first-error.ts';
import { KEEP_FIELDS, NEXT_PAGE_DELAY_MS } from '../utils/form-constants.ts';
import { initialValues } from '../utils/initial-values.ts';
import { DraftOffer } from './draft-offer.tsx';
import { FormActions } from './form-actions.tsx';
import { SessionTimer } from './session-timer.tsx';
import { StaleDialog } from './stale-dialog.tsx';

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
/** A form page or the preview, on the path the form is on: staff test mode is only allowed under /admin (application-form-page.tsx). */
const formPagePath = (index: number | 'preview', admin: boolean) => routePath('form', { pageIndex: index }, admin) ?? `/form/${index}`;


/** One form page: the configured sections under react-hook-form with the shared page check, and its buttons. */
export function EngineForm({ page, applicant, saved, isTest, isAdmin }: EngineFormProps) {
  const navigate = useNavigate();
  const onAdminPath = useLocation().pathname.startsWith('/admin/');
  const pagePath = useCallback((index: number | 'preview') => formPagePath(index, onAdminPath), [onAdminPath]);
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
      projectEnd: page.projectEnd,
      // The picker's unrestricted list knows each test's type (picker_prerequisite restrictions).
      languageTypeOf: (id: number) => {
        const entry = languages.languageOf(id) as { type_id?: number | null } | undefined;
        return entry ? (entry.type_id ?? null) : undefined;
      },
    }),
    [applicant, languages, page.projectEnd],
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
  const applicantId = isTest ? undefined : applicant?.id;
  const draft = usePageDraft(form, applicantId, pageIndex, () => version.current);
  const offer = useDraftOffer(form, applicantId, pageIndex, defaults);
  const saving = useSavePage({ applicantId, page, form, version, draft, focusError });
  const { save, clearErrors } = saving;
  // Spec part 1, 4 'Form saving': the submit error is reset when the prerequisite answer changes.
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      if (name?.startsWith(PREREQUISITE_PATH)) clearErrors();
    });
    return () => sub.unsubscribe();
  }, [form, clearErrors]);

  const engine = useMemo(
    () => ({ applicantId: applicant?.id ?? 0, taskId: applicant?.task_id ?? 0, pageIndex, isTest, isAdmin, readOnly }),
    [applicant, pageIndex, isTest, isAdmin, readOnly],
  );

  /** Where a save leads: the next page, the page the server locked us to, or home when writing has closed. */
  const send = useCallback(
    async (saveType: SaveType, after: Submitter | 'temp') => {
      const outcome = await save(saveType, after === 'next' ? 'next' : undefined);
      if (outcome.kind === 'saved' && after === 'next') window.setTimeout(() => navigate(pagePath(isLast ? 'preview' : pageIndex + 1)), NEXT_PAGE_DELAY_MS);
      else if (outcome.kind === 'locked') void showNotice(outcome.message).then(() => navigate(pagePath(outcome.pageIndex), { replace: true }));
      else if (outcome.kind === 'timeover') void showNotice(outcome.message).then(() => navigate('/', { replace: true }));
    },
    [save, navigate, pagePath, isLast, pageIndex],
  );
  const session = useSessionEnd({
    applicant,
    pageIndex,
    // A submitted application has no session to keep alive: no countdown, no Extend (issue 15 item 23).
    enabled: !isTest && Boolean(applicant) && !readOnly,
    tempSave: useCallback(() => save('temp', 'limit'), [save]),
    keepDraft: draft.flush,
  });

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

  // Issue 15 item 22: '이전' with unsaved input asks first (the input stays in the browser's draft either way), and so
  // does the browser's Back (ux.md p11).
  const unsaved = () => !readOnly && differs(form.getValues(), form.formState.defaultValues ?? {});
  const askLeave = useCallback(() => askConfirm(pm.leaveUnsaved, { confirm: pm.leaveUnsavedConfirm, cancel: pm.leaveUnsavedStay }), []);
  useBackGuard(unsaved, askLeave);
  const previous = async () => {
    if (unsaved() && !(await askLeave())) return;
    navigate(pagePath(pageIndex - 1));
  };

  const stale = saving.stale;
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
        {!isTest && applicant && !readOnly ? <SessionTimer answer={session.answer} ended={session.ended} onZero={session.onZero} onExtend={session.onExtend} /> : null}
        {offer.offered ? <DraftOffer onRestore={offer.restore} onDiscard={offer.discard} /> : null}
        <form
          ref={formRef}
          className="fe-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit('next')(e);
          }}
          aria-busy={saving.busy ? true : undefined}
        >
          {hasRules ? <RulesWatcher page={page} control={form.control} context={ruleContext} current={effects} onChange={setEffects} /> : null}
          <RulesProvider value={effects}>
            <SubmitErrorProvider value={saving.submitError}>
              {shownPage.forms.map((f) => (
                <FormSection key={f.application_form_id} form={f} error={saving.sectionErrors[f.code_value]} />
              ))}
            </SubmitErrorProvider>
          </RulesProvider>
          {saving.formError ? (
            <p className="fe-error fe-error--icon fe-form-error" role="alert">
              <span className="fe-error__icon">
                <WarningIcon />
              </span>
              {saving.formError}
            </p>
          ) : null}
          <FormActions
            isTest={isTest}
            readOnly={readOnly}
            isFirst={pageIndex === 0}
            isLast={isLast}
            confirmed={applicant?.confirm_page.includes(pageIndex) ?? false}
            busy={Boolean(saving.busy)}
            onPrevious={() => void previous()}
            onTempSave={() => void tempSave()}
            onSave={() => void submit('save')()}
            onTestMove={testMove}
          />
        </form>
        {saving.busy ? <LoadingOverlay text={saving.busy} /> : null}
        {stale ? (
          <StaleDialog
            onClose={saving.resolveStale}
            // The applicant saw the newer version and chose their own input: the next save may replace it.
            onKeepMine={() => {
              version.current = stale.version;
              saving.resolveStale();
            }}
            onUseServer={() => {
              version.current = stale.version;
              form.reset(initialValues(page, stale.values, applicant), KEEP_FIELDS);
              draft.clear();
              saving.resolveStale();
            }}
          />
        ) : null}
      </FormMethodsProvider>
    </FormEngineProvider>
  );
}
