import * as z from 'zod';
import type { Item } from '../../form-model/definition.ts';
import { formMessages as M } from '../../messages/form.ts';
import { isBlank, oneOf, scalar, toScalar } from '../checks.ts';
import { gradeTypeItem, highSchoolGrades, isGeneralByOwnCode, isGeneralType } from '../high-school-grades.ts';
import type { FieldBuilder, FieldFamily } from './field-builder.ts';

/** The values a choice may take: its active options, Y/N for a target without options, or anything (no options). */
export function optionValues(item: Item): Set<string> | undefined {
  const active = (item.options ?? []).filter((o) => o.status === 'Y');
  if (active.length > 0) return new Set(active.map((o) => String(o.value)));
  return item.input_type.type === 'target' ? new Set(['Y', 'N']) : undefined;
}

export function choice(item: Item, required: boolean): z.ZodType {
  const values = optionValues(item);
  return scalar(required, values ? [(s) => (values.has(s) ? undefined : M.engine.invalidOption)] : []);
}

function checkboxList(item: Item, required: boolean): z.ZodType {
  const values = optionValues(item);
  const list = z
    .array(z.string(), { error: M.engine.invalidOption })
    .superRefine((vs, ctx) => {
      if (required && vs.length === 0) ctx.addIssue({ code: 'custom', message: M.required });
      else if (values && vs.some((v) => !values.has(v))) ctx.addIssue({ code: 'custom', message: M.engine.invalidOption });
    });
  return z.preprocess((v) => {
    if (isBlank(v)) return [];
    const arr = Array.isArray(v) ? v : [v];
    return arr.filter((x) => !isBlank(x)).map((x) => (typeof x === 'number' ? String(x) : x));
  }, list);
}

const single: FieldBuilder = ({ c, item, required }) => {
  c.shape[item.input_type.field] = choice(item, required);
};

/**
 * select_grade_high_school (2.10, 5 'Choices'): configured options win; otherwise 1급–9급 when the row's school type is
 * the 'general' option, else A–E (no type chosen yet included).
 */
const highSchoolGrade: FieldBuilder = ({ c, item, required, siblings }) => {
  const f = item.input_type.field;
  if (optionValues(item)) {
    c.shape[f] = choice(item, required);
    return;
  }
  const typeItem = gradeTypeItem(item, siblings);
  c.shape[f] = scalar(required, [oneOf(highSchoolGrades(!typeItem && isGeneralByOwnCode(item)))]);
  if (!typeItem) return;
  const typeField = typeItem.input_type.field;
  c.dependents.push({
    field: f,
    variant: (obj) => (isGeneralType(typeItem, toScalar(obj[typeField])) ? { key: 'general', build: () => scalar(required, [oneOf(highSchoolGrades(true))]) } : undefined),
  });
};

export const choiceFields: FieldFamily<'radio' | 'select' | 'target' | 'select_reference' | 'checkbox' | 'select_grade_high_school'> = {
  radio: single,
  select: single,
  target: single,
  select_reference: single,
  checkbox: ({ c, item, required }) => {
    c.shape[item.input_type.field] = checkboxList(item, required);
  },
  select_grade_high_school: highSchoolGrade,
};
