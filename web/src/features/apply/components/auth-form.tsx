import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '@primer/react';
import { InlineLoading } from '../../../components/loading-overlay.tsx';
import { useNavigate } from 'react-router-dom';
import { constants } from '@portal/shared/constants';
import type { AuthField } from '@portal/shared/schemas/project';
import { defaultAuthFields } from '@portal/shared/validation/default-auth-fields';
import { messages } from '@portal/shared/messages';
import { routePath } from '@portal/shared/route-keys';
import { useDismissToast, useToast } from '../../../components/toast.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { useCreateApplicant, type CreateApplicantBody } from '../api/create-applicant.ts';
import type { ApplyProject } from '../api/get-project.ts';
import { useCodeVerification } from '../../../hooks/use-code-verification.ts';
import { authFieldId, useAuthFieldForm } from '../hooks/use-auth-field-form.ts';
import { useIdentityMessages } from '../hooks/use-identity-messages.ts';
import type { IdentityMessage } from '../utils/identity-message.ts';
import { firstStepError, passwordError } from '../utils/submit-checks.ts';
import { AuthFieldsSection, isEmailField, isPhoneField } from './auth-fields.tsx';
import { CodeVerification } from './code-verification.tsx';
import { ConsentSection } from './consent-section.tsx';
import { IdentityVerification } from './identity-verification.tsx';
import { TaskSection } from './task-section.tsx';
import { TaskCascade } from './task-cascade.tsx';

// The qualification gate (a few organisations) and the duplicate dialog (a second try) load only when shown: the
// consent step's JS budget (docs/web-performance.md).
const QualificationGate = lazy(() => import('./qualification-gate.tsx').then((m) => ({ default: m.QualificationGate })));
const DuplicateDialog = lazy(() => import('./duplicate-dialog.tsx').then((m) => ({ default: m.DuplicateDialog })));

const m = messages.apply;
const NO_FIELDS: AuthField[] = [];

const isDuplicate = (body: unknown) => typeof body === 'object' && body !== null && (body as { error?: unknown }).error === 'duplicate';

/** The consent and identity step (spec 2.7, 5 'Consent and identity step', 8 'Auth step'). */
export function AuthForm({ project }: { project: ApplyProject }) {
  const navigate = useNavigate();
  const toast = useToast();
  const fields = project.auth_fields.length > 0 ? project.auth_fields : defaultAuthFields;
  const form = useAuthFieldForm(fields);
  const emailField = fields.find(isEmailField);
  const phoneField = fields.find(isPhoneField);
  const emailValue = (form.values.email ?? '').trim();
  const phoneValue = (form.values.phone ?? '').trim();

  const verify = project.verify_options;
  const [agreed, setAgreed] = useState<Set<number>>(() => new Set());
  const [taskId, setTaskId] = useState<number | null>(null);
  const gateRequired = Boolean(project.qualification_required || project.tasks.find((t) => t.id === taskId)?.qualification_required);
  const email = useCodeVerification();
  const sms = useCodeVerification();
  const [identity, setIdentity] = useState<{ verified: boolean; auth_seq?: string }>({ verified: false });
  // The gate applies to the project, or to the chosen task; the server asks for the passed account.
  const [checkId, setCheckId] = useState<string | undefined>(undefined);
  const gatePassed = !gateRequired || checkId !== undefined;
  const [duplicateOpen, setDuplicateOpen] = useState(false);
  const saving = useRef(false);
  const [isSaving, setIsSaving] = useState(false);
  const create = useCreateApplicant();

  // What the step lacks now (spec 5, steps 1 to 3) and the password check: their toasts go once fixed (issue 41 item 24).
  const stepProblem = firstStepError({
    agreements: project.agreements,
    agreed,
    taskId,
    verify,
    verified: { auth: identity.verified, email: email.entry.result, sms: sms.entry.result },
  });
  const passwordProblem = passwordError(form.values);
  const dismissToast = useDismissToast();
  useEffect(() => dismissToast('step', stepProblem), [stepProblem, dismissToast]);
  useEffect(() => dismissToast('password', passwordProblem), [passwordProblem, dismissToast]);

  // Editing the address or number resets its entry (a verified value stays bound to what was verified).
  const { entry: emailEntry, dispatch: emailDispatch } = email;
  const { entry: smsEntry, dispatch: smsDispatch } = sms;
  useEffect(() => {
    if ((emailEntry.request || emailEntry.result) && emailValue !== emailEntry.recv_info) emailDispatch({ type: 'reset' });
  }, [emailValue, emailEntry, emailDispatch]);
  useEffect(() => {
    if ((smsEntry.request || smsEntry.result) && phoneValue !== smsEntry.recv_info) smsDispatch({ type: 'reset' });
  }, [phoneValue, smsEntry, smsDispatch]);

  const onIdentity = (message: IdentityMessage) => {
    const person = message.person;
    if (message.result === 'success' && person && !('error' in person)) {
      form.fill('name', person.name);
      form.fill('phone', person.phone);
      setIdentity({ verified: true, auth_seq: person.auth_seq });
      smsDispatch({ type: 'verifiedByIdentity', recv_info: person.phone.trim() });
      toast({ message: m.identity.done, variant: 'success' });
      return;
    }
    if (person && 'error' in person) {
      if (person.error === 'duplicate') setDuplicateOpen(true);
      else toast({ message: person.errorMessage || m.verify.failed, variant: 'error', durationMs: constants.errorSnackbarMs });
      return;
    }
    toast({ message: message.message || m.verify.failed, variant: 'error', durationMs: constants.errorSnackbarMs });
  };
  useIdentityMessages(onIdentity);

  const resetIdentity = () => {
    setIdentity({ verified: false });
    smsDispatch({ type: 'reset' });
  };

  const readOnlyFields = useMemo(() => new Set(identity.verified ? ['name', 'phone'] : []), [identity.verified]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // Only one save in flight: the guard is taken before any await, so a second click is ignored.
    if (saving.current || !gatePassed) return;
    saving.current = true;
    try {
      await save();
    } finally {
      saving.current = false;
      setIsSaving(false);
    }
  };

  const save = async () => {
    const stepError = stepProblem;
    if (stepError) {
      toast({ message: stepError, variant: 'error', about: 'step' });
      return;
    }
    // Every rule but the common-password list, which the server answers on the field (a 422, below).
    if (!form.validate()) {
      toast({ message: m.fields.checkInputs, variant: 'error' });
      return;
    }
    const values = form.values;
    const pw = passwordProblem;
    if (pw) {
      toast({ message: pw, variant: 'error', about: 'password' });
      document.getElementById(authFieldId('password_confirmation'))?.focus();
      return;
    }
    const task = project.tasks.find((t) => t.id === taskId);
    if (!task) return;

    setIsSaving(true);
    const body: CreateApplicantBody = {
      ...Object.fromEntries(fields.map((f) => [f.input_type.field, f.input_type.type === 'password' ? (values[f.input_type.field] ?? '') : (values[f.input_type.field] ?? '').trim()])),
      project_id: project.id,
      agreements: 'Y',
      agreement_ids: project.agreements.map((a) => a.id),
      ...(identity.auth_seq ? { auth_seq: identity.auth_seq } : {}),
      ...(gateRequired && checkId ? { check_id: checkId } : {}),
    };
    try {
      const answer = await create.mutateAsync({ taskId: task.id, body });
      if ('access_token' in answer) {
        session.setApplicantToken(answer.access_token);
        session.setApplicantId(answer.id);
        session.setTask({ id: task.id, project_id: task.project_id, name: task.name });
        // Replacing the consent step: Back from form/0 leaves the application instead of re-entering the step.
        navigate(routePath('form', { pageIndex: 0 }) ?? '/form/0', { replace: true });
        return;
      }
      if (isDuplicate(answer)) setDuplicateOpen(true);
      else toast({ message: answer.error, variant: 'error', durationMs: constants.errorSnackbarMs });
    } catch (err) {
      if (isApiError(err) && isDuplicate(err.body)) {
        setDuplicateOpen(true);
        return;
      }
      // A field the server refused (a common password, or any rule): its message goes under that field too.
      if (isApiError(err) && err.field !== undefined && fields.some((f) => f.input_type.field === err.field)) form.showError(err.field, err.message);
      toast({ message: errorMessage(err), variant: 'error', durationMs: constants.errorSnackbarMs });
    }
  };

  const afterField = (f: AuthField) => {
    if (verify.email && f === emailField)
      return (
        <CodeVerification
          kind="email"
          verification={email}
          recvValue={emailValue}
          projectId={project.id}
          taskId={taskId}
          validateRecv={() => form.validate(f.input_type.field)}
        />
      );
    if (verify.sms && f === phoneField)
      return (
        <CodeVerification kind="sms" verification={sms} recvValue={phoneValue} projectId={project.id} taskId={taskId} validateRecv={() => form.validate(f.input_type.field)} />
      );
    return null;
  };

  return (
    <div className="apply-step">
      <ConsentSection agreements={project.agreements} agreed={agreed} onChange={setAgreed} requireOpenBeforeAgree={project.require_open_before_agree ?? false} retentionNotice={project.retention_notice} />
      {project.task_cascade ? (
        <section className="apply-section" aria-labelledby="apply-task-title">
          <h2 id="apply-task-title" className="apply-section__title">
            {messages.apply.task.title}
          </h2>
          <TaskCascade config={project.task_cascade} value={taskId ?? undefined} onChange={(id) => setTaskId(id ?? null)} />
          <p className="apply-section__note">{messages.apply.task.fixedNote}</p>
        </section>
      ) : (
        <TaskSection tasks={project.tasks} value={taskId} onChange={setTaskId} />
      )}
      {!gatePassed ? (
        <Suspense fallback={<InlineLoading />}>
          <QualificationGate projectId={project.id} label={project.qualification_label} onPassed={setCheckId} />
        </Suspense>
      ) : null}
      <form className="apply-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={m.stepTitle}>
        {gatePassed ? (
          <>
            {verify.auth ? <IdentityVerification verified={identity.verified} projectId={project.id} taskId={taskId} onReset={resetIdentity} /> : null}
            <AuthFieldsSection
              fields={fields.length > 0 ? fields : NO_FIELDS}
              values={form.values}
              errors={form.errors}
              onChange={form.setValue}
              readOnlyFields={readOnlyFields}
              hideEmailHint={project.hide_email_hint}
              after={afterField}
            />
          </>
        ) : null}
        <div className="apply-actions">
          <Button type="submit" size="large" variant="primary" className="button-brand" disabled={!gatePassed || isSaving} loading={isSaving} loadingAnnouncement={m.submit.saving}>
            {m.submit.next}
          </Button>
        </div>
      </form>
      {duplicateOpen ? (
        <Suspense fallback={null}>
          <DuplicateDialog onClose={() => setDuplicateOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
