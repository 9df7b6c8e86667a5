/**
 * The form definition's fixed lists (spec part 1: 2.9 section kinds, 2.10 input types, 5 'Patterns', question kinds),
 * apart from the zod schemas of definition.ts: code that needs only a list (the browser's page schema builder, the
 * definition's envelope check) imports it without building those schemas at start-up (web/vite.config.ts).
 */

/** 2.9: the section kinds, chosen by the form's code_value. */
export const formSectionKinds = [
  'pre_question',
  'personal_info',
  'additional_info',
  'school',
  'education',
  'certificate',
  'language',
  'career',
  'experience',
  'prize_info',
  'career_description',
  'research',
  'self_introduction',
  'job_plan',
  'additional_item',
  'revenue_stamp',
] as const;
/** 2.10: every input type. `name_change` is our key for the spec's tenant-specific name-change block. */
export const fieldTypes = [
  'photo',
  'text',
  'email',
  'date',
  'number',
  'float',
  'multiline',
  'certificate',
  'certificate_number',
  'language',
  'organization',
  'date_range',
  'address',
  'target',
  'radio',
  'checkbox',
  'birthdate',
  'birthdate_md',
  'select',
  'hidden',
  'file',
  'select_reference',
  'select_grade_high_school',
  'language_score',
  'language_grade',
  'major',
  'ratio',
  'name_change',
] as const;
/** 5 'Patterns': the named patterns an input_type.pattern.value may use (otherwise it is a regex source). */
export const patternNames = ['email', 'phone', 'cellphone', 'phone_dash', 'float', 'stamp', 'name_english', 'number', 'ncs_code'] as const;
export type PatternName = (typeof patternNames)[number];

/** Question kinds of question groups: choices answer with a detail id (ids as strings), texts with text. */
export const questionTypes = ['radio', 'select', 'checkbox', 'text', 'multi_text', 'date'] as const;
