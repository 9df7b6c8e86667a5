import type { FormTemplate } from '../form-model/form-config.ts';
import type { Condition, QuestionRef, Rule } from '../form-model/rule-model.ts';
import { fieldKeyOf } from '../form-model/page-keys.ts';

/** What a rule names: field keys, question ids and detail ids (targets and conditions alike). */
export function ruleReferences(rule: Rule): { fields: string[]; questions: QuestionRef[]; details: number[] } {
  const out = { fields: [] as string[], questions: [] as QuestionRef[], details: [] as number[] };
  const visit = (c: Condition | undefined): void => {
    if (!c) return;
    if ('all' in c) c.all.forEach(visit);
    else if ('any' in c) c.any.forEach(visit);
    else if ('not' in c) visit(c.not);
    else if ('question' in c) out.questions.push(c.question);
    else out.fields.push(c.field);
  };
  visit(rule.when);
  visit(rule.unless);
  switch (rule.kind) {
    case 'show_questions':
      out.questions.push(...rule.questions.map((id) => ({ id })));
      break;
    case 'show_details':
      out.details.push(...rule.details);
      break;
    case 'limit_options':
    case 'option_error':
      out.fields.push(rule.field);
      break;
    case 'date_cap':
      out.fields.push(...rule.fields);
      out.questions.push(...rule.questions.map((id) => ({ id })));
      break;
    case 'score_step':
      break;
    case 'picker_prerequisite':
      if ('field' in rule.source) out.fields.push(rule.source.field);
      else out.questions.push(rule.source.question);
      break;
    default:
      out.fields.push(...rule.fields);
  }
  return out;
}

/** Everything the templates define that rules may name. */
export function templateNames(templates: Iterable<FormTemplate>): { fields: Set<string>; questions: Set<number>; details: Map<number, number> } {
  const out = { fields: new Set<string>(), questions: new Set<number>(), details: new Map<number, number>() };
  for (const t of templates)
    for (const p of t.pages)
      for (const f of p.forms)
        for (const d of f.details) {
          out.details.set(d.id, d.questions?.length ?? 0);
          for (const item of d.items) out.fields.add(fieldKeyOf(d, item));
          for (const q of d.questions ?? []) out.questions.add(q.id);
        }
  return out;
}

/** Korean messages for the names of a rule that no form template defines (an operator's typo would otherwise do nothing). */
export function unknownReferences(rule: Rule, names: ReturnType<typeof templateNames>): string[] {
  const refs = ruleReferences(rule);
  const problems: string[] = [];
  for (const f of refs.fields) if (!names.fields.has(f)) problems.push(`필드 '${f}'이(가) 어느 양식에도 없습니다.`);
  for (const d of refs.details) if (!names.details.has(d)) problems.push(`상세 ${d}이(가) 어느 양식에도 없습니다.`);
  for (const q of refs.questions) {
    if ('id' in q) {
      if (!names.questions.has(q.id)) problems.push(`질문 ${q.id}이(가) 어느 양식에도 없습니다.`);
    } else if ((names.details.get(q.detail) ?? 0) <= q.index) problems.push(`상세 ${q.detail}에 ${q.index + 1}번째 질문이 없습니다.`);
  }
  return problems;
}
