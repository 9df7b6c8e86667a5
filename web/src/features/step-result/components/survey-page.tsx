import { useState } from 'react';
import { messages } from '@portal/shared/messages';
import type { StepAnswers, StepResult } from '@portal/shared/schemas/steps';
import { RichText } from '../../../components/rich-text.tsx';
import { PageTitle } from '../../../components/states.tsx';
import { useSubmitSurvey } from '../api/step-result.ts';
import { useAnswerSubmit } from '../hooks/use-answer-submit.ts';
import { StepQuestionsForm } from '../questions/step-questions-form.tsx';
import { surveyOutcome } from '../utils/answer-outcome.ts';
import '../step-result.css';

const m = messages.steps;

/**
 * The survey page (spec part 2, 2.9): '{view_title} survey', the content and the questions with 'Submit survey'. A
 * survey is answered once: after it (or when the result says surveySubmitted) the answers show in view mode, under
 * 'Survey submitted' right after sending them and 'already submitted' when the survey is opened answered.
 */
export function SurveyPage({ result, applicantStepId }: { result: StepResult; applicantStepId: string }) {
  const info = result.stepInfo;
  const [sent, setSent] = useState<StepAnswers>();
  const mutation = useSubmitSurvey(applicantStepId);
  const { submit, issues, busy } = useAnswerSubmit(mutation, surveyOutcome, (o, answers) => {
    if (o.ok) setSent(answers);
  }, m.error);
  const done = info.surveySubmitted || sent !== undefined;
  const mode = done ? 'view' : 'edit';

  return (
    <>
      <PageTitle title={m.surveyHeader(result.step.view_title)} />
      <div className="page-body sr-page sr-survey">
        <RichText html={info.content} className="sr-content" />
        {done ? (
          <p className="sr-survey__done" role="status" data-testid="survey-done">
            {/* Sent in this visit: it was just submitted; opened answered: it already was. */}
            {sent !== undefined ? m.surveySubmitted : m.surveyAlreadySubmitted}
          </p>
        ) : null}
        <StepQuestionsForm
          key={mode}
          applicantStepId={applicantStepId}
          questions={info.questions}
          answers={sent ?? info.answers}
          disabledIds={info.disable_form_question_ids}
          mode={mode}
          submitDisabled={result.access_test === 'test' ? m.testMode : undefined}
          submitLabel={m.submitSurvey}
          busy={busy}
          busyLabel={m.submittingSurvey}
          onSubmit={submit}
          serverIssues={issues}
        />
      </div>
    </>
  );
}
