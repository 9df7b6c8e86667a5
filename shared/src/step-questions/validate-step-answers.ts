import type { StepAnswers, StepQuestion, StepQuestionType } from '../schemas/steps.ts';
import type { QuestionCheckContext, QuestionValidator, StepQuestionIssue } from './question-context.ts';
import { checkAgreement, checkChoice } from './validators/choice.ts';
import { checkFile } from './validators/file.ts';
import { checkMonthDay } from './validators/month-day.ts';
import { checkMultiText } from './validators/multi-text.ts';
import { checkText } from './validators/text.ts';

/** One check per kind of question; a new kind fails to compile until it has one. */
const validators: { [K in StepQuestionType]: QuestionValidator } = {
  text: checkText,
  checkbox: checkChoice,
  radio: checkChoice,
  agreement: checkAgreement,
  month_day: checkMonthDay,
  file: checkFile,
  multi_text: checkMultiText,
};

/** Questions that take an answer now: shown (their show_if holds) and not disabled by the step. */
export function activeQuestions(questions: StepQuestion[], answers: StepAnswers, disabledIds: readonly number[] = []): StepQuestion[] {
  const disabled = new Set(disabledIds);
  return questions.filter((q) => !disabled.has(q.id) && (!q.show_if || (answers[String(q.show_if.question_id)]?.selected ?? []).includes(q.show_if.detail_id)));
}

export interface StepAnswerCheck {
  issues: StepQuestionIssue[];
  /** Two questions of one duplicate group hold the same choice. */
  duplicate?: { kind: 'choice' | 'department' } | undefined;
}

/**
 * The one check of additional-request and survey answers, for the browser's form and the server's answer calls
 * (spec part 2, 5 'Dynamic questions'). Hidden and disabled questions are neither required nor read.
 */
export function validateStepAnswers(questions: StepQuestion[], answers: StepAnswers, context: QuestionCheckContext, disabledIds: readonly number[] = []): StepAnswerCheck {
  const active = activeQuestions(questions, answers, disabledIds);
  const issues = active.flatMap((q) => validators[q.input_type](q, answers[String(q.id)], context).map((message) => ({ questionId: q.id, message })));
  return { issues, duplicate: duplicateChoice(active, answers) };
}

function duplicateChoice(questions: StepQuestion[], answers: StepAnswers): StepAnswerCheck['duplicate'] {
  const seen = new Map<string, Set<string>>();
  for (const q of questions) {
    if (!q.duplicate_group) continue;
    const group = seen.get(q.duplicate_group) ?? new Set<string>();
    seen.set(q.duplicate_group, group);
    // Options of different questions differ by id; what must not repeat is the chosen content.
    for (const id of answers[String(q.id)]?.selected ?? []) {
      const content = q.details.find((d) => d.id === id)?.content ?? String(id);
      if (group.has(content)) return { kind: q.duplicate_kind };
      group.add(content);
    }
  }
  return undefined;
}

/** The answers of the active questions only: what the server stores. */
export function keptAnswers(questions: StepQuestion[], answers: StepAnswers, disabledIds: readonly number[] = []): StepAnswers {
  return Object.fromEntries(activeQuestions(questions, answers, disabledIds).flatMap((q) => (answers[String(q.id)] ? [[String(q.id), answers[String(q.id)]!]] : [])));
}
