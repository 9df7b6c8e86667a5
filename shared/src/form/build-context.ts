import type { Detail, Item, Question } from '../form-model/definition.ts';
import type { LanguageLookup } from './language-entry.ts';

export interface RowLimits {
  min?: number;
  max?: number;
}

/** What a page schema depends on besides the page (the cache key of a built schema holds all of it). */
export interface BuildContext {
  /** The server clock (or the browser's copy of it): 'next year' derives from its KST year. */
  today: Date;
  /**
   * Row limits of a repeatable detail from the tenant rules (spec 9: first groups keep 1 row at most;
   * a detail configured to keep one row). Wins over detail.repeatable and the defaults.
   */
  rowsOf?: (detail: Detail) => RowLimits | undefined;
  /**
   * Visibility from the rules engine (dependent fields, conditional questions): return false to treat a
   * detail (item undefined) or an item as not rendered, so it is neither validated nor required.
   */
  isShown?: (detail: Detail, item?: Item) => boolean;
  /** Conditional questions (tenant rules): return false for a question that is not rendered. */
  isQuestionShown?: (detail: Detail, question: Question) => boolean;
  /**
   * The language-test catalogue entry of a row's language_id (spec 3 'Option lists', 5 'Language'). With it, a
   * language_score lies within the test's min_score..max_score ('{n} 점 이하로 입력하여 주세요'), a language_grade is one
   * of the test's grades, and a score or grade the test does not use stays blank or '해당없음' (never required).
   * The server answers from the tenant's catalogue, the browser from the picker's option list. It is asked while
   * parsing, once per row; undefined (free input, an unknown id, a list not loaded) leaves the item's own rules.
   */
  languageOf?: LanguageLookup;
  /**
   * Temporary save: formats, lengths and values are still checked (nothing malformed is stored), but no field or
   * group is required.
   */
  partial?: boolean;
}
