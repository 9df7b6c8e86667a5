import type { Rule } from '../../form-model/rule-model.ts';
import type { RuleEffects } from '../effects.ts';
import type { Located, PageIndex, RowScope, Values } from '../page-index.ts';

export interface RuleContext {
  projectId?: number | undefined;
  taskId?: number | undefined;
  /** The applicant has passed identity verification (read_only after_auth). */
  afterAuth?: boolean | undefined;
  /** A temporary save: nothing is required, so required checks the rules add are skipped too. */
  partial?: boolean | undefined;
  /**
   * The type_id of a language-test catalogue entry (the server's catalogue, the browser's option list): with it, a row
   * whose test a picker_prerequisite variant does not allow is refused.
   */
  languageTypeOf?: ((id: number) => number | null | undefined) | undefined;
  /** The last day of the applicant's project ('YYYY-MM-DD', KST): date caps given as `project_end` (unknown: no such cap). */
  projectEnd?: string | undefined;
  /** The clock for a date_min computed from a check date that the page does not give (default: now). */
  today?: Date | undefined;
}

/** One evaluation of a page's rules: what every evaluator reads and writes. */
export interface Evaluation {
  idx: PageIndex;
  values: Values;
  ctx: RuleContext;
  fx: RuleEffects;
  /** The rule's when holds and its unless does not (in a row's scope for row rules). */
  active(rule: Rule, scope: RowScope | undefined): boolean;
  /** An error the schema cannot see; the first per path wins. */
  addError(path: string, message: string): void;
  /** The value at a field key in a scope (rows: the scope's row). */
  valueAt(key: string, scope: RowScope | undefined): unknown;
  /** date_min rules computed from the check date, resolved once every date_cap is known. */
  computedMins: Map<string, { loc: Located; years: number }>;
}

export type RuleKind = Rule['kind'];
export type RuleOf<K extends RuleKind> = Extract<Rule, { kind: K }>;
/** Applies one rule of its kind to the evaluation's effects. */
export type RuleEvaluator<K extends RuleKind> = (rule: RuleOf<K>, ev: Evaluation) => void;
export type RuleEvaluators<K extends RuleKind> = { readonly [T in K]: RuleEvaluator<T> };

export const minDate = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);
export const optionIdOf = (item: { options?: { id: number; value: unknown }[] | null | undefined }, value: string) =>
  item.options?.find((o) => String(o.value) === value)?.id;
