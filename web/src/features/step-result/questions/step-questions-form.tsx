import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { StepAnswers, StepQuestion } from '@portal/shared/schemas/steps';
import { kstToday } from '@portal/shared/form/date-bounds';
import { activeQuestions } from '@portal/shared/step-questions/index';
import { DUPLICATE_KEY, errorAt, pathOf, stepAnswersResolver, submittedAnswers, toAnswers, toFormValues, type StepFormValues } from './form-values.ts';
import { questionInputs } from './question-registry.tsx';
import { StepAnswersView } from './step-answers-view.tsx';
import './step-questions.css';

export interface StepQuestionsFormProps {
  applicantStepId: string;
  questions: StepQuestion[];
  /** The stored answers: the view mode's content and the edit mode's starting values (read once; key the form to restart it). */
  answers: StepAnswers;
  /** disable_form_question_ids: shown, but disabled, neither required nor sent. */
  disabledIds: number[];
  mode: 'view' | 'edit';
  /** Shown instead of the submit text when submitting is impossible (not the registration period, test mode). */
  submitDisabled?: string | undefined;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  /** The answers of the shown, enabled questions, checked by the same rules as the server's. */
  onSubmit(answers: StepAnswers): void;
  /** The server's per-question refusals (answer result 'error'), shown beside their questions. */
  serverIssues?: { questionId: number; message: string }[] | undefined;
}

/**
 * The questions of an additional request or a survey (spec part 2, 2.8, 2.9, 4.4, 5 'Dynamic questions'). In view
 * mode the answers read back; in edit mode each question is its kind's input (question-registry.tsx) and a submit
 * runs validateStepAnswers, the check the server runs too: an invalid submit says '입력 내용을 확인해 주세요', shows
 * each question's message beside it and focuses the first invalid question. Questions with show_if appear and
 * disappear as answers change; a hidden question is neither required nor sent.
 */
export function StepQuestionsForm(props: StepQuestionsFormProps) {
  if (props.mode === 'view') return <StepAnswersView questions={props.questions} answers={props.answers} />;
  return <QuestionsEditor {...props} />;
}

function QuestionsEditor({ applicantStepId, questions, answers, disabledIds, submitDisabled, submitLabel, busy, busyLabel, onSubmit, serverIssues }: StepQuestionsFormProps) {
  const prefix = useId();
  const today = useMemo(() => kstToday(new Date()), []);
  const form = useForm<StepFormValues>({
    defaultValues: toFormValues(questions, answers),
    resolver: stepAnswersResolver(questions, disabledIds, today),
    mode: 'onSubmit',
    // After a submit every change checks again, all questions at once (a question's message may depend on another).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const values = useWatch({ control: form.control });
  const shown = useMemo(() => new Set(activeQuestions(questions, toAnswers(questions, values as StepFormValues)).map((q) => q.id)), [questions, values]);
  const disabled = useMemo(() => new Set(disabledIds), [disabledIds]);
  const [uploads, setUploads] = useState(0);
  const onUploading = useCallback((delta: number) => setUploads((n) => n + delta), []);
  const submitted = useRef(false);
  const idOf = (q: StepQuestion) => `${prefix}-q${q.id}`;

  useEffect(() => {
    const watcher = form.watch(() => {
      if (submitted.current) void form.trigger();
    });
    return () => watcher.unsubscribe();
  }, [form]);

  /** Focuses the first control of the first question (in page order) that has an error. */
  const focusFirst = (hasError: (q: StepQuestion) => boolean) => {
    const first = questions.find(hasError);
    const box = first && document.getElementById(idOf(first));
    box?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])')?.focus();
  };
  const focusFirstRef = useRef(focusFirst);
  focusFirstRef.current = focusFirst;

  // A new list of the server's refusals: each beside its question, the first focused.
  useEffect(() => {
    if (!serverIssues?.length) return;
    for (const issue of serverIssues) form.setError(`q${issue.questionId}`, { type: 'server', message: issue.message });
    focusFirstRef.current((q) => serverIssues.some((i) => i.questionId === q.id));
  }, [form, serverIssues]);

  const submit = form.handleSubmit(
    (v) => onSubmit(submittedAnswers(questions, v, disabledIds)),
    (errs: FieldErrors<StepFormValues>) => focusFirst((q) => Boolean(errs[pathOf(q)])),
  );
  const invalid = submitCount > 0 && questions.some((q) => errorAt(errors, pathOf(q)));
  const duplicate = submitCount > 0 ? errorAt(errors, DUPLICATE_KEY) : undefined;

  return (
    <FormProvider {...form}>
      <form
        className="sq-form"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(e) => {
          submitted.current = true;
          void submit(e);
        }}
      >
        {questions.map((q) => {
          if (!shown.has(q.id)) return null;
          const Input = questionInputs[q.input_type];
          return (
            <Input
              key={q.id}
              question={q}
              path={pathOf(q)}
              idBase={idOf(q)}
              disabled={disabled.has(q.id)}
              error={disabled.has(q.id) ? undefined : errorAt(errors, pathOf(q))}
              applicantStepId={applicantStepId}
              today={today}
              onUploading={onUploading}
            />
          );
        })}
        <div className="sq-form__footer">
          <div role="alert" className="sq-form__alert">
            {invalid ? <p className="sq-error">{messages.steps.invalidEntries}</p> : null}
            {duplicate ? <p className="sq-error">{duplicate}</p> : null}
          </div>
          <Button type="submit" variant="primary" disabled={busy || uploads > 0 || submitDisabled !== undefined} aria-busy={busy || undefined}>
            {submitDisabled ?? (busy ? busyLabel : submitLabel)}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
