import type { ComponentType } from 'react';
import type { StepQuestionType } from '@portal/shared/schemas/steps';
import { AgreementQuestion } from './agreement-question.tsx';
import { ChoiceQuestion } from './choice-question.tsx';
import { FileQuestion } from './file-question.tsx';
import { MonthDayQuestion } from './month-day-question.tsx';
import { MultiTextQuestion } from './multi-text-question.tsx';
import type { QuestionInputProps } from './question-shell.tsx';
import { TextQuestion } from './text-question.tsx';

/** One input per kind of question; a new kind in STEP_QUESTION_TYPES fails to compile until it has one. */
export const questionInputs: { [K in StepQuestionType]: ComponentType<QuestionInputProps> } = {
  text: TextQuestion,
  checkbox: ChoiceQuestion,
  radio: ChoiceQuestion,
  agreement: AgreementQuestion,
  month_day: MonthDayQuestion,
  file: FileQuestion,
  multi_text: MultiTextQuestion,
};
