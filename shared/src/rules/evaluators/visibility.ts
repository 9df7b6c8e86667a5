import type { RuleEvaluators } from './evaluation.ts';

/** show_*: while the condition does not hold, the questions, details or items are not rendered (nor validated). */
export const visibilityEvaluators: RuleEvaluators<'show_questions' | 'show_details' | 'show_items'> = {
  show_questions: (rule, { active, fx }) => {
    if (!active(rule, undefined)) fx.hiddenQuestions.push(...rule.questions);
  },
  show_details: (rule, { active, fx }) => {
    if (!active(rule, undefined)) fx.hiddenDetails.push(...rule.details);
  },
  show_items: (rule, { active, fx }) => {
    if (!active(rule, undefined)) fx.hiddenFields.push(...rule.fields);
  },
};
