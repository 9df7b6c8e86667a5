import type { Item, Question } from '../form-model/definition.ts';
import type { Condition } from '../form-model/rule-model.ts';
import { answerOf, fieldValues, questionOf, strings, type PageIndex, type RowScope, type Values } from './page-index.ts';

/** Whether a rule's when/unless condition holds for the page's values (in a row's scope for row rules). */

interface Matchers {
  options?: number[] | undefined;
  codes?: string[] | undefined;
  code_option_ids?: number[] | undefined;
  values?: string[] | undefined;
  blank?: boolean | undefined;
}

function matchesItem(item: Item | undefined, raw: unknown, m: Matchers): boolean {
  const chosen = strings(raw);
  if (chosen.length === 0) return m.blank === true;
  const opts = item?.options ?? [];
  const chosenOptions = opts.filter((o) => chosen.includes(String(o.value)));
  if (m.values?.some((v) => chosen.includes(v))) return true;
  if (m.options?.some((id) => chosenOptions.some((o) => o.id === id))) return true;
  if (m.codes?.some((c) => chosenOptions.some((o) => o.code?.value === c))) return true;
  if (m.code_option_ids?.some((c) => chosenOptions.some((o) => o.code_option_id === c))) return true;
  return false;
}

function matchesAnswer(question: Question | undefined, raw: unknown, m: Matchers): boolean {
  const chosen = strings(raw);
  if (chosen.length === 0) return m.blank === true;
  if (m.options?.some((id) => chosen.includes(String(id)))) return true;
  if (m.values) {
    // A choice answer is a detail id: compare the chosen detail's content; a text answer is its own content.
    const contents = chosen.map((c) => question?.details?.find((d) => String(d.id) === c)?.content ?? c);
    if (m.values.some((v) => contents.includes(v))) return true;
  }
  return false;
}

export function holds(idx: PageIndex, values: Values, cond: Condition, scope: RowScope | undefined): boolean {
  if ('all' in cond) return cond.all.every((c) => holds(idx, values, c, scope));
  if ('any' in cond) return cond.any.some((c) => holds(idx, values, c, scope));
  if ('not' in cond) return !holds(idx, values, cond.not, scope);
  if ('question' in cond) {
    const q = questionOf(idx, cond.question);
    return q !== undefined && matchesAnswer(q.question, answerOf(values, q), cond);
  }
  const item = idx.fields.get(cond.field)?.item;
  return fieldValues(idx, values, cond.field, scope).some((v) => matchesItem(item, v, cond));
}

