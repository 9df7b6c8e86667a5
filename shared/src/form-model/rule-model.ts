import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { PROJECT_END } from './project-end.ts';

/**
 * The tenant-rules model (ARCHITECTURE principle 4; spec part 1: 2.11, 4 'Dependent fields and read-only rules',
 * 'Conditional questions', 5 tenant-specific rules, 9 special ids and date caps). Every behaviour the original
 * system hard-codes by tenant key and numeric id is one typed rule here, written in the tenant configuration
 * (company `rules`, project `rules`) and evaluated by one pure function (evaluate-rules.ts) in the browser and on
 * the server. docs/tenant-rules.md describes every kind for operators; docs/adr/0003-tenant-rules.md says why the
 * model has this shape.
 *
 * Fields are named by their place in the page payload, the way an operator sees them in a form template:
 * - `field` for an item of the top level (input_type.model absent or 'applicants');
 * - `model.field` for an item of a model group (e.g. 'applicant_additional_infos.military_status');
 * - `model.field` for an item of a repeatable group, where model is the group's repeatable.model
 *   (e.g. 'applicant_languages.score'): the rule then applies to every row, and a condition on a field of the same
 *   group reads the same row.
 */

const id = z.number().int().positive();
/** A dotted field key (see above). */
export const fieldKeySchema = lazySchema(() => z.string().regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)?$/, { error: "필드는 'field' 또는 'model.field' 형식으로 입력해 주세요." }));
const isoDate = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "날짜는 'YYYY-MM-DD' 형식으로 입력해 주세요." }));
const capDate = lazySchema(() => z.union([isoDate, z.literal(PROJECT_END)], { error: "날짜는 'YYYY-MM-DD' 형식이나 project_end로 입력해 주세요." }));

/**
 * A question of a question group: by question id, or by its detail and answer index (answers are posted in question
 * order, so index 0 is the section's first answer).
 */
export const questionRefSchema = lazySchema(() => z.union([z.object({ id }).strict(), z.object({ detail: id, index: z.number().int().nonnegative() }).strict()]));
export type QuestionRef = z.infer<typeof questionRefSchema>;

/** What a condition compares an answer with; an answer matches when any of the given lists names it. */
const matchers = {
  /** Option ids: of the item's options (a choice field) or of the question's details (a choice question). */
  options: z.array(z.number().int()).optional(),
  /** The chosen option's code value (code.value), e.g. military_Y. */
  codes: z.array(z.string().min(1)).optional(),
  /** The chosen option's code_option_id (a shared option code across lists), e.g. a pre-registration option. */
  code_option_ids: z.array(z.number().int()).optional(),
  /** Raw posted values, or a question's answer content (the chosen detail's content, or the typed text). */
  values: z.array(z.string()).optional(),
  /** Matches a blank answer. */
  blank: z.boolean().optional(),
};

export type Condition =
  | ({ field: string } & MatcherFields)
  | ({ question: QuestionRef } & MatcherFields)
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };
interface MatcherFields {
  options?: number[] | undefined;
  codes?: string[] | undefined;
  code_option_ids?: number[] | undefined;
  values?: string[] | undefined;
  blank?: boolean | undefined;
}

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ field: fieldKeySchema, ...matchers }).strict(),
    z.object({ question: questionRefSchema, ...matchers }).strict(),
    z.object({ all: z.array(conditionSchema).min(1) }).strict(),
    z.object({ any: z.array(conditionSchema).min(1) }).strict(),
    z.object({ not: conditionSchema }).strict(),
  ]),
);

/** What every rule may carry: a name for logs and docs, a scope, and the condition under which it holds. */
const common = {
  /** A free label (shown in configuration errors and the docs), e.g. 'F 사회형평 증빙'. */
  name: z.string().optional(),
  /** Only for these projects / tasks (default: all of the configuration's projects / tasks). */
  projects: z.array(id).optional(),
  tasks: z.array(id).optional(),
  /** The rule holds only when this condition is true (default: always). */
  when: conditionSchema.optional(),
  /** The rule does not hold when this condition is true. */
  unless: conditionSchema.optional(),
};

const fields = z.array(fieldKeySchema).min(1);

export const ruleSchema = lazySchema(() => z.discriminatedUnion('kind', [
  /** Questions rendered (and required) only while the rule holds; hidden ones post only their question id. */
  z.object({ kind: z.literal('show_questions'), questions: z.array(id).min(1), ...common }).strict(),
  /** Whole details (sections, question groups, repeatable groups) rendered only while the rule holds. */
  z.object({ kind: z.literal('show_details'), details: z.array(id).min(1), ...common }).strict(),
  /** Items rendered only while the rule holds (additional-info dependent fields, revenue_stamp extras). */
  z.object({ kind: z.literal('show_items'), fields, ...common }).strict(),
  /** While the rule holds, a choice field offers only `allow` (option ids), or everything but `remove`. */
  z
    .object({ kind: z.literal('limit_options'), field: fieldKeySchema, allow: z.array(z.number().int()).optional(), remove: z.array(z.number().int()).optional(), ...common })
    .strict()
    .refine((r) => Boolean(r.allow) !== Boolean(r.remove), { error: 'allow 또는 remove 중 하나만 지정해 주세요.' }),
  /** Choosing one of `options` in `field` is refused with `message` (shown at the field). */
  z.object({ kind: z.literal('option_error'), field: fieldKeySchema, options: z.array(z.number().int()).min(1), message: z.string().min(1), ...common }).strict(),
  /**
   * The latest allowed date of date fields or date questions; `by_project` gives other caps per project id. A cap is a
   * date, or `project_end`: the last day of the applicant's project, so a cap follows each notice's own deadline.
   */
  z
    .object({
      kind: z.literal('date_cap'),
      fields: z.array(fieldKeySchema).default([]),
      questions: z.array(id).default([]),
      max: capDate,
      by_project: z.record(z.string().regex(/^\d+$/), capDate).optional(),
      ...common,
    })
    .strict(),
  /**
   * The earliest allowed date of date fields while the rule holds, instead of the item's own checkDate.minDate (per row
   * in a repeatable group; the first holding rule of a field wins), e.g. an earlier minimum for a pre-registered
   * language test.
   */
  z
    .object({
      kind: z.literal('date_min'),
      fields,
      /** A fixed earliest date. */
      min: isoDate.optional(),
      /**
       * Computed instead (5 'Language dates'): Jan 1 of (the check-date year − years_before_check). The check date is the
       * field's latest allowed date (its checkDate.maxDate or a date_cap), else its checkDate.minDate + 2 years (the
       * minimum is the check date − 2 years), else today.
       */
      years_before_check: z.number().int().min(0).max(100).optional(),
      ...common,
    })
    .strict()
    .refine((r) => (r.min === undefined) !== (r.years_before_check === undefined), { error: 'min 또는 years_before_check 중 하나만 지정해 주세요.' }),
  /** A maximum length (characters) other than the type's default, e.g. assigned_task 70. */
  z.object({ kind: z.literal('max_length'), fields, max: z.number().int().positive(), message: z.string().optional(), ...common }).strict(),
  /** Language scores of the listed tests (language_id of the row) must be multiples of `step`. */
  z
    .object({
      kind: z.literal('score_step'),
      languages: z.array(id).min(1),
      step: z.number().positive(),
      /** Default: '점수 입력 형식이 맞지 않습니다.' (spec 5 'Language'). */
      message: z.string().optional(),
      ...common,
    })
    .strict(),
  /**
   * Fields shown disabled while the rule holds (their values come from elsewhere: the identity step, a picker, the
   * saved page); the server still validates what is posted for them. `not_required` lifts the item's required rule
   * while it is read-only (where the rule does not hold, the evaluator requires it as configured). `after_auth`: only
   * once the applicant has passed identity verification.
   */
  z.object({ kind: z.literal('read_only'), fields, after_auth: z.boolean().default(false), not_required: z.boolean().default(false), ...common }).strict(),
  /** Date and date-range fields entered as months ('YYYY-MM', at most December of next year), e.g. a high-school period. */
  z.object({ kind: z.literal('month_picker'), fields, ...common }).strict(),
  /** Multiline lengths counted without spaces and line breaks (same messages and counter). */
  z.object({ kind: z.literal('count_without_spaces'), fields, ...common }).strict(),
  /** Any error of the listed fields is shown with `message` instead (e.g. a programme's eligibility notice on its agreement checkbox). */
  z.object({ kind: z.literal('message_override'), fields, message: z.string().min(1), ...common }).strict(),
  /**
   * A certificate number typed in parts of these digit counts joined by '-' (e.g. [4, 5]: 1234-56789), for rows whose
   * certificate_id is one of `certificates` (default: every row).
   */
  z
    .object({
      kind: z.literal('certificate_number_format'),
      fields,
      parts: z.array(z.number().int().positive()).min(2).max(4),
      certificates: z.array(id).optional(),
      message: z.string().optional(),
      ...common,
    })
    .strict(),
  /**
   * The option-list call of a picker sends this answer as `prerequisite` (catalog.optionLists[].prerequisites picks
   * the list variant), e.g. Tenant D's language type restrictions. The answer is the chosen option's value, or for a
   * choice question the chosen detail id.
   */
  z
    .object({
      kind: z.literal('picker_prerequisite'),
      list: z.enum(['certificates', 'additional_certificates', 'add_second_certificates', 'add_third_certificates', 'languages', 'organizations']),
      source: z.union([z.object({ field: fieldKeySchema }).strict(), z.object({ question: questionRefSchema }).strict()]),
      /**
       * Filled by the import from the task's option list (catalog.optionLists[].prerequisites), not written by hand: the
       * type_ids each answer allows, so the server refuses a test the restricted list would not have offered.
       */
      variants: z.array(z.object({ value: z.string(), type_ids: z.array(z.number().int()).optional() })).optional(),
      ...common,
    })
    .strict(),
]));
export type Rule = z.infer<typeof ruleSchema>;
export type RuleInput = z.input<typeof ruleSchema>;
export type RuleKind = Rule['kind'];
export const rulesSchema = z.array(ruleSchema).default([]);
