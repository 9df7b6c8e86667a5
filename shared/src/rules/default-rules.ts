import type { Detail, Form, Item } from '../form-model/definition.ts';
import { fieldKeyOf } from '../form-model/page-keys.ts';
import type { Rule } from '../form-model/rule-model.ts';

/**
 * The rules every tenant has (spec part 1: 2.9, 4 'Dependent fields and read-only rules'), derived from a task's
 * forms and stored with its pages beside the tenant's own rules, so the browser and the server evaluate them alike:
 * - additional-info dependent fields: the items of a military, veterans, disability, non-capital, relocation-area or
 *   preferred-region choice show only while the chosen option's code is `{kind}_Y` (an item belongs to the choice whose
 *   field shares its prefix, e.g. military_period to military_status, or that its code.additional_option.target names);
 * - revenue_stamp: the section's other items show once a value is chosen that is not the revenue_stamp_N option;
 * - medical careers: turnover_reason (the institution type the picker fills) is read-only.
 * A tenant rule of the same kind naming a field replaces the default for that field (e.g. Tenant B also shows the
 * military period for its 'serving' option).
 */
export const DEPENDENT_KINDS = ['military', 'veterans', 'disabled', 'non_capital', 'moving_area', 'preferred_region'] as const;
export const REVENUE_STAMP_NONE = 'revenue_stamp_N';
const MEDICAL_CAREER_MODEL = 'applicant_career_medicals';
const MEDICAL_CAREER_CODE = 'career_medical';
const TURNOVER_REASON = 'turnover_reason';

const optionCodes = (item: Item) => new Set((item.options ?? []).map((o) => o.code?.value).filter((c): c is string => Boolean(c)));

function dependentFieldRules(detail: Detail): Rule[] {
  const rules: Rule[] = [];
  for (const target of detail.items) {
    const codes = optionCodes(target);
    for (const kind of DEPENDENT_KINDS) {
      const code = `${kind}_Y`;
      if (!codes.has(code)) continue;
      const dependents = detail.items.filter(
        (i) =>
          i !== target &&
          (i.code?.additional_option?.target === target.input_type.field ||
            (i.input_type.field.startsWith(`${kind}_`) && !optionCodes(i).has(code) && i.code?.additional_option?.target == null)),
      );
      if (dependents.length === 0) continue;
      rules.push({
        kind: 'show_items',
        name: `기본: ${kind} 세부 항목(${code})`,
        fields: dependents.map((i) => fieldKeyOf(detail, i)),
        when: { field: fieldKeyOf(detail, target), codes: [code] },
      });
    }
  }
  return rules;
}

function revenueStampRules(form: Form): Rule[] {
  const choice = form.details.flatMap((d) => d.items.map((i) => ({ d, i }))).find(({ i }) => optionCodes(i).has(REVENUE_STAMP_NONE));
  if (!choice) return [];
  const key = fieldKeyOf(choice.d, choice.i);
  const extras = form.details.filter((d) => !d.repeatable).flatMap((d) => d.items.filter((i) => i !== choice.i && i.input_type.type !== 'hidden').map((i) => fieldKeyOf(d, i)));
  if (extras.length === 0) return [];
  return [
    {
      kind: 'show_items',
      name: '기본: 수입인지 추가 항목',
      fields: extras,
      when: { all: [{ not: { field: key, blank: true } }, { not: { field: key, codes: [REVENUE_STAMP_NONE] } }] },
    },
  ];
}

function medicalCareerRules(detail: Detail): Rule[] {
  if (!detail.repeatable || (detail.repeatable.model !== MEDICAL_CAREER_MODEL && detail.code.value !== MEDICAL_CAREER_CODE)) return [];
  const item = detail.items.find((i) => i.input_type.field === TURNOVER_REASON);
  return item ? [{ kind: 'read_only', name: '기본: 의료기관 종류는 선택창이 채움', fields: [fieldKeyOf(detail, item)], after_auth: false, not_required: false }] : [];
}

/** The default rules of a task's forms (all its pages). */
export function defaultRules(forms: readonly Form[]): Rule[] {
  const rules: Rule[] = [];
  for (const form of forms) {
    if (form.code_value === 'revenue_stamp') rules.push(...revenueStampRules(form));
    for (const detail of form.details) {
      if (form.code_value === 'additional_info' && !detail.repeatable) rules.push(...dependentFieldRules(detail));
      rules.push(...medicalCareerRules(detail));
    }
  }
  return rules;
}

/** The fields a rule decides for its kind (show_items: visibility; read_only: being read-only). */
const decided = (r: Rule): string[] => (r.kind === 'show_items' || r.kind === 'read_only' ? r.fields : []);

/**
 * The default rules the tenant's own rules leave in force, then the tenant's rules: a default's field that a tenant
 * rule of the same kind names is the tenant's to decide.
 */
export function withDefaultRules(configured: readonly Rule[], forms: readonly Form[]): Rule[] {
  const taken = new Set(configured.flatMap((r) => decided(r).map((f) => `${r.kind}:${f}`)));
  const defaults = defaultRules(forms).flatMap((r): Rule[] => {
    if (r.kind !== 'show_items' && r.kind !== 'read_only') return [r];
    const fields = r.fields.filter((f) => !taken.has(`${r.kind}:${f}`));
    return fields.length === 0 ? [] : [{ ...r, fields }];
  });
  return [...defaults, ...configured];
}
