export { validateStepAnswers, activeQuestions, keptAnswers, type StepAnswerCheck } from './validate-step-answers.ts';
export type { QuestionCheckContext, StepQuestionIssue } from './question-context.ts';
export { otherOptionId } from './question-context.ts';
export { tableColumns, tableRowLimit } from './table-columns.ts';
export { fileRules } from './validators/file.ts';
export { boxLabel, boxRequired, boxTexts } from './validators/multi-text.ts';
export { stepProgressView, type StepProgressView } from './step-progress-view.ts';
