import type { FormPage } from '../form-model/definition.ts';
import type { Rule } from '../form-model/rule-model.ts';
import { holds } from './conditions.ts';
import { emptyEffects, type RuleEffects } from './effects.ts';
import { fieldValues, indexPage, isHiddenPath, type RowScope, type Values } from './page-index.ts';
import { dateEvaluators, finishDates } from './evaluators/dates.ts';
import type { Evaluation, RuleContext, RuleEvaluator, RuleEvaluators, RuleKind } from './evaluators/evaluation.ts';
import { inputEvaluators } from './evaluators/inputs.ts';
import { optionEvaluators } from './evaluators/options.ts';
import { pickerEvaluators } from './evaluators/picker-prerequisite.ts';
import { visibilityEvaluators } from './evaluators/visibility.ts';

export type { RuleContext } from './evaluators/evaluation.ts';
export type { RuleEffects, RuleError } from './effects.ts';

/**
 * The one rules evaluator (ARCHITECTURE principle 4): tenant rules + a form page + the page's current values →
 * what the form engine does differently on this page right now. Pure and synchronous: the React form calls it on
 * every value change, the server once per check (save, final submission, deadline job), both through
 * page-validation/validate-page.ts. Each rule kind has its evaluator (evaluators/); a kind without one does not compile.
 */
const evaluators: RuleEvaluators<RuleKind> = {
  ...visibilityEvaluators,
  ...optionEvaluators,
  ...dateEvaluators,
  ...inputEvaluators,
  ...pickerEvaluators,
};

const inScope = (rule: Rule, ctx: RuleContext) =>
  !(rule.projects && ctx.projectId !== undefined && !rule.projects.includes(ctx.projectId)) && !(rule.tasks && ctx.taskId !== undefined && !rule.tasks.includes(ctx.taskId));

export function evaluateRules(rules: readonly Rule[] | undefined, page: FormPage, values: Values, ctx: RuleContext = {}): RuleEffects {
  const fx = emptyEffects();
  if (!rules || rules.length === 0) return fx;
  const idx = indexPage(page);
  const ev: Evaluation = {
    idx,
    values,
    ctx,
    fx,
    active: (rule: Rule, scope: RowScope | undefined) =>
      (rule.when ? holds(idx, values, rule.when, scope) : true) && !(rule.unless ? holds(idx, values, rule.unless, scope) : false),
    addError: (path, message) => {
      if (!fx.errors.some((e) => e.path === path)) fx.errors.push({ path, message });
    },
    valueAt: (key, scope) => fieldValues(idx, values, key, scope)[0],
    computedMins: new Map(),
  };
  for (const rule of rules) if (inScope(rule, ctx)) (evaluators[rule.kind] as RuleEvaluator<RuleKind>)(rule as never, ev);
  finishDates(ev);
  // Nothing hidden reports an error.
  fx.errors = fx.errors.filter((e) => !isHiddenPath(idx, fx, e.path));
  return fx;
}
