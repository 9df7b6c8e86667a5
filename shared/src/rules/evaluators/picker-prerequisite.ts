import { formMessages as M } from '../../messages/form.ts';
import { answerOf, containerOf, isBlank, pathOf, questionOf, scopesOf, strings } from '../page-index.ts';
import type { Evaluation, RuleEvaluators } from './evaluation.ts';

/** picker_prerequisite: an earlier answer narrows a picker's list (sent with its option-list call) and what rows may hold. */
export const pickerEvaluators: RuleEvaluators<'picker_prerequisite'> = {
  picker_prerequisite: (rule, ev) => {
    const { idx, values, fx, ctx, active, valueAt } = ev;
    if (!active(rule, undefined)) return;
    const src = rule.source;
    let v: string | undefined;
    if ('field' in src) v = strings(valueAt(src.field, undefined))[0];
    else {
      const q = questionOf(idx, src.question);
      v = q ? strings(answerOf(values, q))[0] : undefined;
    }
    if (v !== undefined) fx.prerequisites[rule.list] = v;
    const allowed = rule.list === 'languages' ? rule.variants?.find((x) => x.value === v)?.type_ids : undefined;
    if (allowed && ctx.languageTypeOf) restrictLanguages(ev, allowed, ctx.languageTypeOf);
  },
};

/** Rows whose chosen language test is of a type the restricted list would not have offered. */
function restrictLanguages({ idx, values, addError }: Evaluation, allowed: number[], typeOf: (id: number) => number | null | undefined): void {
  for (const loc of idx.fields.values()) {
    if (loc.item.input_type.type !== 'language') continue;
    for (const scope of scopesOf(values, loc.rows)) {
      const container = containerOf(loc, scope, values);
      const id = Number(container?.language_id);
      if (!container || isBlank(container.language_id) || !Number.isInteger(id)) continue;
      const type = typeOf(id);
      if (type !== undefined && (type === null || !allowed.includes(type))) addError(pathOf(loc.key, loc, scope), M.notOffered);
    }
  }
}
