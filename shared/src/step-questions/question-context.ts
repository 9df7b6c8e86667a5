import type { StepAnswer, StepQuestion } from '../schemas/steps.ts';

/** What one question's check needs beyond its answer: today's Korean date (date cells end with next year). */
export interface QuestionCheckContext {
  /** 'YYYY-MM-DD' in Korean time. */
  today: string;
}

export interface StepQuestionIssue {
  questionId: number;
  message: string;
}

/** Checks one answer of one kind of question; an empty list when it is fine. Required-ness is part of the check. */
export type QuestionValidator = (question: StepQuestion, answer: StepAnswer | undefined, context: QuestionCheckContext) => string[];

/** The option ids a choice answer may hold. */
export const optionIds = (q: StepQuestion): Set<number> => new Set(q.details.map((d) => d.id));

/** 'Other' (spec part 2, 5): the last option whose content is '기타' asks for free text when it is chosen. */
export const otherOptionId = (q: StepQuestion): number | undefined => {
  const last = q.details.at(-1);
  return last && /^(기타|other)$/i.test(last.content.trim()) ? last.id : undefined;
};
