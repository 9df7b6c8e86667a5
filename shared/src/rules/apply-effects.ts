import type { Detail, FormPage, Item, Question } from '../form-model/definition.ts';
import { COUNT_WITHOUT_SPACES, MONTH_PICKER } from '../form-model/item-flags.ts';
import { fieldKeyOf } from '../form-model/page-keys.ts';
import type { RuleEffects } from './effects.ts';

const minDate = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);

/**
 * The page as the engine builds and renders it under these effects: hidden details and items marked hidden, date
 * caps, maximum lengths, lifted required rules and lengths counted without spaces written into the items. Row-
 * and value-dependent effects (options, read-only, errors) stay in the effects. Returns the page itself when
 * nothing changes.
 */
export function applyRules<P extends FormPage>(page: P, fx: RuleEffects): P {
  const touched =
    fx.hiddenDetails.length +
      fx.hiddenFields.length +
      fx.liftedRequired.length +
      fx.liftedMinDates.length +
      fx.countWithoutSpaces.length +
      fx.monthPickers.length +
      Object.keys(fx.dateCaps).length +
      Object.keys(fx.maxLength).length >
    0;
  if (!touched) return page;
  const hiddenDetails = new Set(fx.hiddenDetails);
  const hiddenFields = new Set(fx.hiddenFields);
  const item = (detail: Detail, it: Item): Item => {
    const key = fieldKeyOf(detail, it);
    let out = it;
    if (hiddenFields.has(key)) out = { ...out, hidden: 'Y' };
    const cap = fx.dateCaps[key];
    if (cap) out = { ...out, checkDate: { ...out.checkDate, maxDate: minDate(out.checkDate?.maxDate?.slice(0, 10) ?? undefined, cap) } };
    const ml = fx.maxLength[key];
    if (ml) out = { ...out, input_type: { ...out.input_type, max_length: { value: ml.value, ...(ml.message ? { message: ml.message } : {}) } } };
    if (fx.liftedRequired.includes(key)) out = { ...out, required: 'N' };
    // date_min: the evaluator checks the minimum per row (it may be earlier than the item's own).
    if (fx.liftedMinDates.includes(key)) out = { ...out, checkDate: { ...out.checkDate, minDate: null } };
    // The schema and the counter read this flag (build-schema's multiline case).
    if (fx.countWithoutSpaces.includes(key)) out = { ...out, additional_option: { ...out.additional_option, [COUNT_WITHOUT_SPACES]: true } };
    if (fx.monthPickers.includes(key)) out = { ...out, additional_option: { ...out.additional_option, [MONTH_PICKER]: true } };
    return out;
  };
  const question = (q: Question): Question => {
    const cap = fx.dateCaps[`question:${q.id}`];
    return cap && q.type === 'date' ? { ...q, max: minDate(q.max?.slice(0, 10) ?? undefined, cap) } : q;
  };
  return {
    ...page,
    forms: page.forms.map((form) => ({
      ...form,
      details: form.details.map((d) => ({
        ...d,
        ...(hiddenDetails.has(d.id) ? { hidden: 'Y' as const } : {}),
        items: d.items.map((it) => item(d, it)),
        ...(d.questions ? { questions: d.questions.map(question) } : {}),
      })),
    })),
  };
}

/** What the schema built from applyRules' page depends on besides the page: equal signatures, equal schemas. */
export function rulesSignature(fx: RuleEffects): string {
  const sorted = (xs: readonly (string | number)[]) => [...xs].sort().join(',');
  const rec = (r: Record<string, unknown>) => JSON.stringify(Object.keys(r).sort().map((k) => [k, r[k]]));
  return [
    sorted(fx.hiddenDetails),
    sorted(fx.hiddenQuestions),
    sorted(fx.hiddenFields),
    rec(fx.dateCaps),
    rec(fx.maxLength),
    sorted(fx.liftedRequired),
    sorted(fx.liftedMinDates),
    sorted(fx.countWithoutSpaces),
    sorted(fx.monthPickers),
  ].join('|');
}

/** The message to show for an error at `path`: a message_override of its field, else the message itself. */
export function ruleMessage(fx: RuleEffects, path: string, message: string): string {
  if (Object.keys(fx.messages).length === 0) return message;
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join('.');
    if (fx.messages[prefix]) return fx.messages[prefix]!;
    // A row path 'model.3.field' is named 'model.field' in rules.
    if (n >= 3 && /^\d+$/.test(parts[1]!)) {
      const key = `${parts[0]}.${parts.slice(2, n).join('.')}`;
      if (fx.messages[key]) return fx.messages[key]!;
    }
  }
  return message;
}

/** Whether a question is rendered (build-schema's isQuestionShown seam). */
export const questionShown = (fx: RuleEffects) => {
  const hidden = new Set(fx.hiddenQuestions);
  return (_detail: Detail, q: Question) => !hidden.has(q.id);
};
