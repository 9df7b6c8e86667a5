import { formatKst } from '../../dates.ts';
import { formMessages as M } from '../../messages/form.ts';
import { PROJECT_END } from '../../form-model/project-end.ts';
import type { RuleEffects } from '../effects.ts';
import { containerOf, pathOf, scopesOf, type Located } from '../page-index.ts';
import { minDate, type Evaluation, type RuleContext, type RuleEvaluators } from './evaluation.ts';

/** Dates: latest allowed dates (date_cap) and earliest ones, fixed or from the check year (date_min). */
export const dateEvaluators: RuleEvaluators<'date_cap' | 'date_min'> = {
  date_cap: (rule, { active, fx, ctx }) => {
    if (!active(rule, undefined)) return;
    const given = (ctx.projectId !== undefined ? rule.by_project?.[String(ctx.projectId)] : undefined) ?? rule.max;
    const cap = given === PROJECT_END ? ctx.projectEnd : given;
    if (cap === undefined) return;
    for (const f of rule.fields) fx.dateCaps[f] = minDate(fx.dateCaps[f], cap);
    for (const q of rule.questions) fx.dateCaps[`question:${q}`] = minDate(fx.dateCaps[`question:${q}`], cap);
  },
  date_min: (rule, { idx, values, fx, active, computedMins }) => {
    for (const key of rule.fields) {
      const loc = idx.fields.get(key);
      if (!loc) continue;
      if (!fx.liftedMinDates.includes(key)) fx.liftedMinDates.push(key);
      for (const scope of scopesOf(values, loc.rows)) {
        const path = pathOf(key, loc, scope);
        if (fx.dateMins[path] !== undefined || computedMins.has(path) || !active(rule, scope)) continue;
        if (rule.min !== undefined) fx.dateMins[path] = rule.min;
        else computedMins.set(path, { loc, years: rule.years_before_check ?? 0 });
      }
    }
  },
};

/** After every rule: minimums computed from check years, then every lifted minimum checked per row. */
export function finishDates(ev: Evaluation): void {
  for (const [path, { loc, years }] of ev.computedMins) ev.fx.dateMins[path] = `${checkYear(loc, ev.fx, ev.ctx) - years}-01-01`;
  minDates(ev);
}

const isoDay = (v: string | null | undefined) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : undefined);

/**
 * The year of a date field's check date (5 'Language dates'): its latest allowed date (checkDate.maxDate or a date
 * cap), else its checkDate.minDate + 2 years (that minimum is the check date − 2 years), else this year in Korea.
 */
function checkYear(loc: Located, fx: RuleEffects, ctx: RuleContext): number {
  const caps = [isoDay(loc.item.checkDate?.maxDate), fx.dateCaps[loc.key]].filter((d): d is string => d !== undefined).sort();
  if (caps[0]) return Number(caps[0].slice(0, 4));
  const min = isoDay(loc.item.checkDate?.minDate);
  if (min) return Number(min.slice(0, 4)) + 2;
  return Number(formatKst(ctx.today ?? new Date()).slice(0, 4));
}

/**
 * The minimum dates of fields with date_min rules (the schema's own minimum is lifted for them): a holding rule's
 * minimum, else the item's checkDate.minDate.
 */
function minDates({ idx, values, fx, addError }: Evaluation): void {
  for (const key of fx.liftedMinDates) {
    const loc = idx.fields.get(key)!;
    const own = loc.item.checkDate?.minDate?.slice(0, 10) ?? undefined;
    const posted = loc.item.input_type.type === 'date_range' ? [`${loc.field}_start_date`, `${loc.field}_end_date`] : [loc.field];
    for (const scope of scopesOf(values, loc.rows)) {
      const path = pathOf(key, loc, scope);
      const min = fx.dateMins[path] ?? own;
      if (!min) continue;
      const container = containerOf(loc, scope, values);
      if (!container) continue;
      for (const f of posted) {
        const v = container[f];
        // Malformed dates are the schema's business.
        if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && v < min) addError(path.slice(0, path.length - loc.field.length) + f, M.dateMin(min));
      }
    }
  }
}
