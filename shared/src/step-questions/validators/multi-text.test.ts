import { describe, expect, it } from 'vitest';
import { stepsMessages as m } from '../../messages/steps.ts';
import { stepAnswerSchema, stepQuestionSchema, STEP_ANSWER_LIMITS, type StepQuestion } from '../../schemas/steps.ts';
import { validateStepAnswers } from '../validate-step-answers.ts';

const q = (raw: object): StepQuestion => stepQuestionSchema.parse(raw);
const messagesOf = (questions: StepQuestion[], answers: object) => validateStepAnswers(questions, answers as never, { today: '2026-11-26' }).issues.map((i) => `${i.questionId}:${i.message}`);

describe('multi_text answers (spec part 2, 3: answer[i].answer and answer[i].target_id)', () => {
  // Box 1 must be filled (its own flag), box 2 may stay empty; the third has no prompt and is named by its place.
  const essay = q({
    id: 8,
    title: '자기소개',
    input_type: 'multi_text',
    required: 'N',
    details: [
      { id: 81, content: '지원 동기', required: 'Y', min_length: 5, max_length: 20 },
      { id: 82, content: '입사 후 포부', max_length: 10 },
      { id: 83, content: '' },
    ],
  });
  const items = (...pairs: [number, string][]) => ({ '8': { items: pairs.map(([target_id, answer]) => ({ answer, target_id })) } });

  it('takes one text per box, in any order, an optional box left out or empty', () => {
    expect(messagesOf([essay], items([81, '공공의 가치를 위해']))).toEqual([]);
    expect(messagesOf([essay], items([82, '성장'], [81, '공공의 가치를 위해'], [83, '']))).toEqual([]);
  });

  it('requires a required box, and every box of a required question', () => {
    expect(messagesOf([essay], {})).toEqual([`8:${m.boxError('지원 동기', m.required)}`]);
    expect(messagesOf([essay], items([81, '   '], [82, '성장']))).toEqual([`8:${m.boxError('지원 동기', m.required)}`]);
    const all = q({ ...essay, required: 'Y' });
    expect(messagesOf([all], items([81, '공공의 가치를 위해'], [82, '성장']))).toEqual([`8:${m.boxError(m.boxLabel(3), m.required)}`]);
    expect(messagesOf([all], items([81, '공공의 가치를 위해'], [82, '성장'], [83, '네']))).toEqual([]);
  });

  it("checks each box's min_length and max_length on the trimmed text", () => {
    expect(messagesOf([essay], items([81, '  짧음  ']))).toEqual([`8:${m.boxError('지원 동기', m.tooShort(5))}`]);
    expect(messagesOf([essay], items([81, '가'.repeat(21)]))).toEqual([`8:${m.boxError('지원 동기', m.tooLong(20))}`]);
    expect(messagesOf([essay], items([81, '공공의 가치를 위해'], [82, '가'.repeat(11)]))).toEqual([`8:${m.boxError('입사 후 포부', m.tooLong(10))}`]);
    expect(messagesOf([essay], items([81, ` ${'가'.repeat(20)} `]))).toEqual([]);
  });

  it("refuses a target_id that is not one of the question's details, and a box answered twice", () => {
    expect(messagesOf([essay], items([81, '공공의 가치를 위해'], [99, '남의 칸']))).toEqual([`8:${m.unknownOption}`]);
    expect(messagesOf([essay], items([81, '공공의 가치를 위해'], [81, '다시 한 번 씁니다']))).toEqual([`8:${m.unknownOption}`]);
  });

  it('bounds the stored shape: a text like a text answer, at most 100 boxes, positive target ids', () => {
    expect(stepAnswerSchema.safeParse({ items: [{ answer: '가', target_id: 81 }] }).success).toBe(true);
    const long = stepAnswerSchema.safeParse({ items: [{ answer: '가'.repeat(STEP_ANSWER_LIMITS.textMax + 1), target_id: 81 }] });
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual([m.tooLong(STEP_ANSWER_LIMITS.textMax)]);
    expect(stepAnswerSchema.safeParse({ items: Array.from({ length: 101 }, (_, i) => ({ answer: '', target_id: i + 1 })) }).success).toBe(false);
    expect(stepAnswerSchema.safeParse({ items: [{ answer: '가', target_id: 0 }] }).success).toBe(false);
    expect(stepAnswerSchema.safeParse({ items: [{ answer: '가', target_id: 81, extra: 1 }] }).success).toBe(false);
  });
});
