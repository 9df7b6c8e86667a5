/** What the tenant rules change on a page for its current values (the evaluators' output, the engine's input). */

export interface RuleError {
  /** Dotted payload path, as the schema's issues ('applicant_languages.0.score'). */
  path: string;
  message: string;
}

export interface RuleEffects {
  /** Details not rendered, neither validated nor required; their values are not kept. */
  hiddenDetails: number[];
  /** Questions not rendered; their answers post only the question id. */
  hiddenQuestions: number[];
  /** Items (field keys) not rendered, neither validated nor required; their values are not kept. */
  hiddenFields: string[];
  /** Option ids a choice field offers, by concrete value path (rows: 'applicant_careers.1.career_yes'). */
  options: Record<string, number[]>;
  /** Field keys (and 'question:{id}') → the latest allowed date. */
  dateCaps: Record<string, string>;
  /** Field keys whose own minimum date the schema lifts: the evaluator checks the minimum of date_min rules per row. */
  liftedMinDates: string[];
  /** Concrete value paths → the earliest allowed date a date_min rule gives there. */
  dateMins: Record<string, string>;
  /** Field keys → a maximum length (and its message). */
  maxLength: Record<string, { value: number; message?: string | undefined }>;
  /** Concrete value paths shown disabled. */
  readOnly: string[];
  /** Field keys whose required rule the schema lifts (read_only not_required): the evaluator requires them where they are editable. */
  liftedRequired: string[];
  /** Field keys whose multiline length is counted without spaces and line breaks. */
  countWithoutSpaces: string[];
  /** Field keys of dates entered as months. */
  monthPickers: string[];
  /** Field keys → the message shown for any error of the field. */
  messages: Record<string, string>;
  /** Concrete value paths → the certificate-number parts (digits per part). */
  certificateFormats: Record<string, number[]>;
  /** Option-list type → the prerequisite sent with its option-list call. */
  prerequisites: Record<string, string>;
  /** Errors the schema cannot see (option errors, score steps, certificate-number formats, row-dependent options and requirements). */
  errors: RuleError[];
}

export const emptyEffects = (): RuleEffects => ({
  hiddenDetails: [],
  hiddenQuestions: [],
  hiddenFields: [],
  options: {},
  dateCaps: {},
  liftedMinDates: [],
  dateMins: {},
  maxLength: {},
  readOnly: [],
  liftedRequired: [],
  countWithoutSpaces: [],
  monthPickers: [],
  messages: {},
  certificateFormats: {},
  prerequisites: {},
  errors: [],
});
