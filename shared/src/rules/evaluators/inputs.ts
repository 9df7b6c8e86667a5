import { formMessages as M } from '../../messages/form.ts';
import { containerOf, pathOf, scopesOf, strings } from '../page-index.ts';
import type { RuleEvaluators } from './evaluation.ts';

/** How inputs are entered and checked: lengths, month pickers, messages, read-only, certificate numbers, score steps. */
export const inputEvaluators: RuleEvaluators<
  'max_length' | 'count_without_spaces' | 'month_picker' | 'message_override' | 'read_only' | 'certificate_number_format' | 'score_step'
> = {
  max_length: (rule, { active, fx }) => {
    if (active(rule, undefined)) for (const f of rule.fields) fx.maxLength[f] = { value: rule.max, message: rule.message };
  },
  count_without_spaces: (rule, { active, fx }) => {
    if (active(rule, undefined)) fx.countWithoutSpaces.push(...rule.fields);
  },
  month_picker: (rule, { active, fx }) => {
    if (active(rule, undefined)) fx.monthPickers.push(...rule.fields);
  },
  message_override: (rule, { active, fx }) => {
    if (active(rule, undefined)) for (const f of rule.fields) fx.messages[f] = rule.message;
  },
  read_only: (rule, { idx, values, fx, ctx, active, valueAt, addError }) => {
    for (const key of rule.fields) {
      const loc = idx.fields.get(key);
      if (rule.not_required && loc && !fx.liftedRequired.includes(key)) fx.liftedRequired.push(key);
      for (const scope of scopesOf(values, loc?.rows)) {
        const path = pathOf(key, loc, scope);
        if (active(rule, scope) && (!rule.after_auth || ctx.afterAuth)) fx.readOnly.push(path);
        else if (rule.not_required && loc?.item.required === 'Y' && !ctx.partial && strings(valueAt(key, scope)).length === 0) addError(path, M.required);
      }
    }
  },
  certificate_number_format: (rule, { idx, values, fx, active, valueAt, addError }) => {
    const re = new RegExp(`^${rule.parts.map((n) => `\\d{${n}}`).join('-')}$`);
    for (const key of rule.fields) {
      const loc = idx.fields.get(key);
      for (const scope of scopesOf(values, loc?.rows)) {
        if (!active(rule, scope)) continue;
        const certificate = Number(scope?.row.certificate_id);
        if (rule.certificates && !rule.certificates.includes(certificate)) continue;
        const path = pathOf(key, loc, scope);
        fx.certificateFormats[path] = rule.parts;
        const v = strings(valueAt(key, scope))[0];
        if (v !== undefined && !re.test(v)) addError(path, rule.message ?? M.certificateNumberFormat(rule.parts));
      }
    }
  },
  // Language scores in steps (spec 5 'Language': ids 1 and 84 in steps of 5 and 10 at one tenant).
  score_step: (rule, { idx, values, active, addError }) => {
    for (const loc of idx.fields.values()) {
      if (loc.item.input_type.type !== 'language_score') continue;
      for (const scope of scopesOf(values, loc.rows)) {
        const container = containerOf(loc, scope, values);
        if (!container || !active(rule, scope)) continue;
        if (!rule.languages.includes(Number(container.language_id))) continue;
        const raw = strings(container[loc.field])[0];
        if (raw === undefined) continue;
        const n = Number(raw.replace(',', '.'));
        // Multiples of the step, to the cent (scores like 7.5 in steps of 2.5 stay exact).
        if (Number.isFinite(n) && Math.abs(Math.round(n * 100) % Math.round(rule.step * 100)) !== 0) addError(pathOf(loc.key, loc, scope), rule.message ?? M.scoreStep);
      }
    }
  },
};
