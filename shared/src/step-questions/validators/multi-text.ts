import { stepsMessages as m } from '../../messages/steps.ts';
import type { StepAnswer, StepQuestion, StepQuestionDetail } from '../../schemas/steps.ts';
import { optionIds, type QuestionValidator } from '../question-context.ts';

/** A box must be filled when its question is required (every box then) or when the box itself is. */
export const boxRequired = (q: StepQuestion, d: StepQuestionDetail): boolean => q.required === 'Y' || d.required === 'Y';

/** A box's name, as its label and in its messages: its prompt (the detail's content), or its place without one. */
export const boxLabel = (q: StepQuestion, index: number): string => q.details[index]?.content.trim() || m.boxLabel(index + 1);

/** The text of each box by its detail id; a box the answer leaves out is empty. */
export const boxTexts = (answer: StepAnswer | undefined): Map<number, string> => new Map((answer?.items ?? []).map((i) => [i.target_id, i.answer]));

/** One box's own problem (the message without its box's name), or undefined. Lengths are of the trimmed text, as for 'text'. */
function boxProblem(q: StepQuestion, d: StepQuestionDetail, raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return boxRequired(q, d) ? m.required : undefined;
  if (d.min_length !== undefined && text.length < d.min_length) return m.tooShort(d.min_length);
  if (d.max_length !== undefined && text.length > d.max_length) return m.tooLong(d.max_length);
  return undefined;
}

/**
 * multi_text (spec part 2, 3 'multi_text answers'): one text per detail, items [{answer, target_id}]. Each target_id
 * is one of the question's details, at most once; then each box in order: required, min_length and max_length.
 */
export const checkMultiText: QuestionValidator = (q, answer) => {
  const items = answer?.items ?? [];
  const known = optionIds(q);
  if (items.some((i) => !known.has(i.target_id)) || new Set(items.map((i) => i.target_id)).size !== items.length) return [m.unknownOption];
  const texts = boxTexts(answer);
  for (const [index, d] of q.details.entries()) {
    const problem = boxProblem(q, d, texts.get(d.id) ?? '');
    if (problem) return [m.boxError(boxLabel(q, index), problem)];
  }
  return [];
};
