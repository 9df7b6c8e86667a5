import { formMessages as M } from '../../messages/form.ts';
import { pathOf, scopesOf, strings } from '../page-index.ts';
import { optionIdOf, type RuleEvaluators } from './evaluation.ts';

/** Choices: options offered per row (limit_options) and chosen options refused with a message (option_error). */
export const optionEvaluators: RuleEvaluators<'limit_options' | 'option_error'> = {
  limit_options: (rule, { idx, values, fx, active, valueAt, addError }) => {
    const loc = idx.fields.get(rule.field);
    if (!loc) return;
    for (const scope of scopesOf(values, loc.rows)) {
      if (!active(rule, scope)) continue;
      const path = pathOf(rule.field, loc, scope);
      const offered = fx.options[path] ?? (loc.item.options ?? []).filter((o) => o.status !== 'N').map((o) => o.id);
      const allowed = rule.allow ? offered.filter((o) => rule.allow!.includes(o)) : offered.filter((o) => !rule.remove!.includes(o));
      fx.options[path] = allowed;
      for (const v of strings(valueAt(rule.field, scope))) {
        const id = optionIdOf(loc.item, v);
        if (id !== undefined && !allowed.includes(id)) addError(path, M.engine.invalidOption);
      }
    }
  },
  option_error: (rule, { idx, values, active, valueAt, addError }) => {
    const loc = idx.fields.get(rule.field);
    if (!loc) return;
    for (const scope of scopesOf(values, loc.rows)) {
      if (!active(rule, scope)) continue;
      if (strings(valueAt(rule.field, scope)).some((v) => rule.options.includes(optionIdOf(loc.item, v) ?? NaN))) addError(pathOf(rule.field, loc, scope), rule.message);
    }
  },
};
