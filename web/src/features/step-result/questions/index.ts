/** The dynamic questions of additional requests and surveys (spec part 2, 5): the form and its read-back. */
export { StepQuestionsForm, type StepQuestionsFormProps } from './step-questions-form.tsx';
export { StepAnswersView } from './step-answers-view.tsx';
