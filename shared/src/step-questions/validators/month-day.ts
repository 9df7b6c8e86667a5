import { stepsMessages as m } from '../../messages/steps.ts';
import type { QuestionValidator } from '../question-context.ts';

const inRange = (v: string, max: number) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= max;

/** month_day: month 1–12 and day 1–31, at most two digits each. */
export const checkMonthDay: QuestionValidator = (q, answer) => {
  const month = (answer?.month ?? '').trim();
  const day = (answer?.day ?? '').trim();
  if (month === '' && day === '') return q.required === 'Y' ? [m.required] : [];
  if (!inRange(month, 12)) return [m.monthRange];
  if (!inRange(day, 31)) return [m.dayRange];
  return [];
};
