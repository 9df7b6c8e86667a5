import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { ynFlag } from '../schemas/common.ts';
import { ruleSchema } from './rule-model.ts';
import { fieldTypes, formSectionKinds, questionTypes } from './field-kinds.ts';

export { fieldTypes, formSectionKinds, patternNames, questionTypes, type PatternName } from './field-kinds.ts';

/**
 * The form-definition model as the server serves it (spec part 1: 2.8–2.10, 3 'Form page', 'Form',
 * 'Form detail', 'Item (field definition)', 'Question', 4 'Repeatable groups').
 * One definition drives the React form engine and the server-side validation (ARCHITECTURE principle 5).
 */

export const formSectionKindSchema = z.enum(formSectionKinds);
export type FormSectionKind = z.infer<typeof formSectionKindSchema>;

export const fieldTypeSchema = z.enum(fieldTypes);
export type FieldType = z.infer<typeof fieldTypeSchema>;

const id = z.number().int();
/** A numeric limit with an optional message of the field definition's own (5: 'A field definition may supply its own message objects'). */
const numericRule = z.object({ value: z.number(), message: z.string().optional() });
export type NumericRule = z.infer<typeof numericRule>;
/**
 * A numeric maximum; with `field`, the value a sibling choice of the same row holds caps it instead when it is a
 * number (학점 up to the chosen 만점: 4.5, 4.3 or 100), and `value` is the cap until one is chosen.
 */
const maxRule = numericRule.extend({ field: z.string().regex(/^[A-Za-z0-9_]+$/).optional() });
const lengthRule = lazySchema(() => z.object({ value: z.number().int().nonnegative(), message: z.string().optional() }));
const patternRule = z.object({ value: z.string().min(1), message: z.string().optional() });

const codeSchema = lazySchema(() => z.object({
  value: z.string(),
  /** On items, 'count' marks the item that sets the group's maximum rows. */
  etc: z.string().nullish(),
  description: z.string().nullish(),
  additional_option: z.object({ target: z.string().nullish(), targetValue: z.string().nullish() }).nullish(),
}));

export const optionSchema = lazySchema(() => z.object({
  id,
  title: z.string(),
  value: z.union([z.string(), z.number()]),
  status: ynFlag.default('Y'),
  code: z.object({ value: z.string(), ordering: z.number().optional() }).nullish(),
  code_option_id: z.number().int().nullish(),
}));
export type Option = z.infer<typeof optionSchema>;

/** The min/max length sub-items of multiline: additional_option contains '최소' (min) or '최대' (max). */
export const subItemSchema = lazySchema(() => z.object({
  additional_option: z.string().nullish(),
  value: z.union([z.number(), z.string()]).nullish(),
}));
export type SubItem = z.infer<typeof subItemSchema>;

export const inputTypeSchema = lazySchema(() => z.object({
  type: fieldTypeSchema,
  /** The payload group (e.g. 'applicant_personal_infos'); absent or 'applicants' = the top level. */
  model: z.string().nullish(),
  field: z.string().regex(/^[A-Za-z0-9_]+$/),
  full_width: ynFlag.nullish(),
  min_length: lengthRule.nullish(),
  max_length: lengthRule.nullish(),
  min: numericRule.nullish(),
  max: maxRule.nullish(),
  pattern: patternRule.nullish(),
}));
export type InputType = z.infer<typeof inputTypeSchema>;

export const itemSchema = lazySchema(() => z.object({
  id,
  title: z.string(),
  label: z.string().nullish(),
  width: z.union([z.number(), z.string()]).nullish(),
  comment: z.string().nullish(),
  status: ynFlag.nullish(),
  hidden: ynFlag.nullish(),
  value: z.union([z.string(), z.number()]).nullish(),
  required: ynFlag.default('N'),
  isRequired: z.boolean().nullish(),
  detailIndex: z.union([z.number(), z.string()]).nullish(),
  code: codeSchema.nullish(),
  options: z.array(optionSchema).nullish(),
  items: z.array(subItemSchema).nullish(),
  checkDate: z.object({ minDate: z.string().nullish(), maxDate: z.string().nullish() }).nullish(),
  additional_option: z.object({ rules: z.unknown().optional() }).loose().nullish(),
  input_type: inputTypeSchema,
  /** File configuration (sizes in MB). Enforced by the upload slice, not by buildPageSchema. */
  update_photo: ynFlag.nullish(),
  max_count: z.number().int().nonnegative().nullish(),
  max_size: z.number().nonnegative().nullish(),
  total_max_size: z.number().nonnegative().nullish(),
}));
export type Item = z.infer<typeof itemSchema>;

export const questionSchema = lazySchema(() => z.object({
  id,
  title: z.string(),
  type: z.enum(questionTypes).default('text'),
  details: z.array(z.object({ id, content: z.string() })).nullish(),
  /** A date: the latest allowed answer of a date question. */
  max: z.string().nullish(),
  /** Our extension: whether an answer is required, and a text limit. */
  required: ynFlag.default('N'),
  max_length: z.number().int().positive().nullish(),
}));
export type Question = z.infer<typeof questionSchema>;

export const repeatableSchema = lazySchema(() => z.object({
  /** The payload group of the rows, e.g. 'applicant_certificates'. */
  model: z.string().regex(/^[A-Za-z0-9_]+$/),
  /** Default 10 (4 'Repeatable groups'); 1 for a first group. */
  max: z.number().int().positive().optional(),
  /**
   * A group marked first (4 'Repeatable groups': certain high-school details): at most 1 row by default, and its
   * first row cannot be removed while a submit error names the group.
   */
  first: z.boolean().optional(),
  /** Default 1 for a required group, else 0. */
  min: z.number().int().nonnegative().optional(),
}));
export type Repeatable = z.infer<typeof repeatableSchema>;

export const detailSchema = lazySchema(() => z.object({
  id,
  application_form_id: id.nullish(),
  title: z.string(),
  code: codeSchema.default({ value: '' }),
  code_detail_id: id.nullish(),
  required: ynFlag.default('N'),
  hidden: ynFlag.default('N'),
  status: ynFlag.default('Y'),
  repeatable: repeatableSchema.nullish(),
  items: z.array(itemSchema),
  questions: z.array(questionSchema).nullish(),
}));
export type Detail = z.infer<typeof detailSchema>;

export const formSchema = lazySchema(() => z.object({
  application_form_id: id,
  code_value: formSectionKindSchema,
  title: z.string(),
  description: z.string().nullish(),
  details: z.array(detailSchema),
}));
export type FormInput = z.input<typeof formSchema>;
export type Form = z.infer<typeof formSchema>;

export const formPageSchema = lazySchema(() => z.object({
  pageIndex: z.number().int().nonnegative(),
  /** Page titles for the stepper (shown from projectVersion 0.3). */
  title: z.array(z.string()),
  projectVersion: z.number(),
  forms: z.array(formSchema),
  /**
   * The tenant rules of the page's task (company and project rules in scope, resolved at import; shared/src/rules).
   * Served with the page so the browser evaluates the same rules the server enforces.
   */
  rules: z.array(ruleSchema).optional(),
  /**
   * Why the job needs an item or question of this page that 채용절차법 §4-3 otherwise forbids ('item 101': reason),
   * from the template's legal_reasons (form-config.ts); served, so the applicant can read why it is asked.
   */
  legalReasons: z.record(z.string(), z.string()).optional(),
}));
export type FormPage = z.infer<typeof formPageSchema>;
