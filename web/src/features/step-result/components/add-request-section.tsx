import { useState } from 'react';
import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';
import type { StepAnswers, StepResult } from '@portal/shared/schemas/steps';
import { useSubmitStepAnswers } from '../api/step-result.ts';
import { useAnswerSubmit } from '../hooks/use-answer-submit.ts';
import { StepQuestionsForm } from '../questions/step-questions-form.tsx';
import { answerOutcome } from '../utils/answer-outcome.ts';

const m = messages.steps;
type Info = StepResult['stepInfo'];

/** 'Registration period: {at}', '{at} (Closed)', or 'Not a registration period' (spec part 2, 4.4). */
export function periodLabel(info: Pick<Info, 'addRequestAt' | 'isEnd'>): string {
  if (!info.addRequestAt) return m.notRegistrationPeriod;
  return info.isEnd ? m.registrationClosed(info.addRequestAt) : m.registrationPeriod(info.addRequestAt);
}

/**
 * Why submitting is refused, or undefined when it is not: test mode first, then outside the request period (the
 * button then reads 'Not the registration period').
 */
export function submitRefusal(result: StepResult): string | undefined {
  if (result.access_test === 'test') return m.testMode;
  if (result.stepInfo.isEnd || !result.stepInfo.isActive) return m.notRegistrationPeriod;
  return undefined;
}

/**
 * The additional-request section of the result page (spec part 2, 2.8, 4.4): heading, file-name formats, period,
 * and the questions in view or edit mode. It starts in edit when nothing is answered and the period has not ended;
 * 'Edit answer' is refused when ended, inactive or in test mode. 'end' and unknown results return to view mode.
 */
export function AddRequestSection({ result, applicantStepId }: { result: StepResult; applicantStepId: string }) {
  const info = result.stepInfo;
  const answered = Object.keys(info.answers).length > 0;
  const [mode, setMode] = useState<'view' | 'edit'>(!answered && !info.isEnd ? 'edit' : 'view');
  // The answers just stored show until the result read again after them arrives.
  const [sent, setSent] = useState<{ answers: StepAnswers; over: StepResult['stepInfo']['answers'] }>();
  const mutation = useSubmitStepAnswers(applicantStepId);
  const { submit, issues, busy } = useAnswerSubmit(mutation, answerOutcome, (o, answers) => {
    if (o.ok) setSent({ answers, over: info.answers });
    if (o.toView) setMode('view');
  });
  const shown = sent && sent.over === info.answers ? sent.answers : info.answers;
  const refusal = submitRefusal(result);
  const editRefused = info.isEnd || !info.isActive || result.access_test === 'test';
  const headingId = `sr-request-${applicantStepId}`;

  return (
    <section className="sr-request" aria-labelledby={headingId} data-testid="add-request">
      <div className="sr-request__head">
        <h2 id={headingId} className="sr-request__title">
          {info.add_request_heading === 'self_introduction' ? m.selfIntroductionTitle : m.addRequestTitle}
        </h2>
        <p className="sr-request__period" data-testid="request-period">
          {periodLabel(info)}
        </p>
      </div>
      {info.file_name_formats.length > 0 ? (
        <ul className="sr-request__formats">
          {info.file_name_formats.map((f) => (
            <li key={`${f.document}:${f.format}`}>{m.fileNameFormat(f.document, f.format)}</li>
          ))}
        </ul>
      ) : null}
      {mode === 'view' ? (
        <div className="sr-request__edit">
          <Button disabled={editRefused} onClick={() => setMode('edit')} data-testid="edit-answer">
            {m.editAnswer}
          </Button>
        </div>
      ) : null}
      <StepQuestionsForm
        key={mode}
        applicantStepId={applicantStepId}
        questions={info.questions}
        answers={shown}
        disabledIds={info.disable_form_question_ids}
        mode={mode}
        submitDisabled={refusal}
        submitLabel={m.submitAnswer}
        busy={busy}
        busyLabel={m.submittingAnswer}
        onSubmit={submit}
        serverIssues={issues}
      />
    </section>
  );
}
