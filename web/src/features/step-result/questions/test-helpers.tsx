import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { stepQuestionSchema, type StepAnswers, type StepQuestion } from '@portal/shared';
import { StepQuestionsForm, type StepQuestionsFormProps } from './step-questions-form.tsx';

/** A question as the configuration stores it (the schema fills its defaults). */
export const question = (fields: Record<string, unknown>): StepQuestion => stepQuestionSchema.parse({ required: 'Y', ...fields });

/** Renders the form in edit mode (unless told otherwise) and answers the submit spy. */
export function renderForm(questions: StepQuestion[], props: Partial<StepQuestionsFormProps> = {}) {
  const onSubmit = vi.fn<(answers: StepAnswers) => void>();
  const view = render(
    <StepQuestionsForm
      applicantStepId="31-77"
      questions={questions}
      answers={{}}
      disabledIds={[]}
      mode="edit"
      submitLabel="답변 제출"
      busy={false}
      busyLabel="답변을 제출하는 중입니다"
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { ...view, onSubmit };
}

/** Presses the submit button and lets the async resolver settle. */
export async function submit(label = '답변 제출') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
}

/** A change and a click inside an async act: the re-check after a submit settles within it. */
export const type = (el: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(el, { target: { value } });
  });
export const click = (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
  });

/** The fieldset of a question, by its title. */
export const questionBox = (title: string) => screen.getByRole('group', { name: new RegExp(`^${title}`) });

/** The texts an element's aria-describedby points at. */
export const descriptionOf = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
