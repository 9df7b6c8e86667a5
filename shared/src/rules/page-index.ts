import type { Detail, FormPage, Item, Question } from '../form-model/definition.ts';
import { QUESTION_MODEL, fieldKeyOf, isTopModel, questionGroupKey } from '../form-model/page-keys.ts';
import type { QuestionRef } from '../form-model/rule-model.ts';
import type { RuleEffects } from './effects.ts';
import { isRecord } from '../is-record.ts';

/**
 * Where each field key and question of a page lives, and how rules read the page's values: conditions read values
 * of the page being evaluated, and a rule whose targets lie in a repeatable group is evaluated once per row.
 */

export interface Located {
  detail: Detail;
  item: Item;
  key: string;
  /** The repeatable model when the item sits in rows. */
  rows?: string | undefined;
  field: string;
}

export interface PageIndex {
  fields: Map<string, Located>;
  details: Map<number, Detail>;
  questions: Map<number, { detail: Detail; index: number; question: Question }>;
  rowModels: Set<string>;
}

const indexCache = new WeakMap<FormPage, PageIndex>();

export function indexPage(page: FormPage): PageIndex {
  const hit = indexCache.get(page);
  if (hit) return hit;
  const out: PageIndex = { fields: new Map(), details: new Map(), questions: new Map(), rowModels: new Set() };
  for (const form of page.forms)
    for (const detail of form.details) {
      out.details.set(detail.id, detail);
      if (detail.repeatable) out.rowModels.add(detail.repeatable.model);
      for (const item of detail.items) {
        const key = fieldKeyOf(detail, item);
        if (!out.fields.has(key)) out.fields.set(key, { detail, item, key, rows: detail.repeatable?.model, field: item.input_type.field });
      }
      (detail.questions ?? []).forEach((question, index) => out.questions.set(question.id, { detail, index, question }));
    }
  indexCache.set(page, out);
  return out;
}

export type Values = Record<string, unknown>;
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A value as a list of non-blank strings (checkboxes post arrays). */
export const strings = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).filter((x) => !isBlank(x)).map((x) => String(x).trim());

/** A row being evaluated: its group and index. */
export interface RowScope {
  model: string;
  index: number;
  row: Values;
}

export function rowsOf(values: Values, model: string): Values[] {
  const rows = values[model];
  return Array.isArray(rows) ? rows.map((r) => (isRecord(r) ? r : {})) : [];
}

/** The concrete value path of a field key (in a row scope for row fields). */
export function pathOf(key: string, loc: Located | undefined, scope: RowScope | undefined): string {
  if (loc?.rows && scope && scope.model === loc.rows) return `${loc.rows}.${scope.index}.${loc.field}`;
  return key;
}

/** The value(s) of a field key: the scope's row for a row field of the same group, else every row. */
export function fieldValues(idx: PageIndex, values: Values, key: string, scope: RowScope | undefined): unknown[] {
  const loc = idx.fields.get(key);
  const [model, field] = key.includes('.') ? (key.split('.') as [string, string]) : [undefined, key];
  if (model && (loc?.rows === model || idx.rowModels.has(model))) {
    if (scope?.model === model) return [scope.row[field!]];
    return rowsOf(values, model).map((r) => r[field!]);
  }
  if (!model) return [values[field]];
  const group = values[model];
  return [isRecord(group) ? group[field!] : undefined];
}

/** A referenced question's place and definition (by id: only a question of this page; by detail and index: any). */
export function questionOf(idx: PageIndex, ref: QuestionRef): { detailId: number; index: number; question?: Question | undefined } | undefined {
  if ('id' in ref) {
    const q = idx.questions.get(ref.id);
    return q && { detailId: q.detail.id, index: q.index, question: q.question };
  }
  const question = idx.details.get(ref.detail)?.questions?.[ref.index];
  return { detailId: ref.detail, index: ref.index, question };
}

/** The answer of a question group's i-th question (answers are posted in question order). */
export function answerOf(values: Values, ref: { detailId: number; index: number }): unknown {
  const group = values[QUESTION_MODEL];
  const detail = isRecord(group) ? group[questionGroupKey(ref.detailId)] : undefined;
  const answers = isRecord(detail) ? detail.answers : undefined;
  const answer = Array.isArray(answers) ? answers[ref.index] : undefined;
  return isRecord(answer) ? answer.answer : undefined;
}

/** Scopes to evaluate a row rule in: each row of its group (none when the group has no rows), else the page. */
export function scopesOf(values: Values, rows: string | undefined): (RowScope | undefined)[] {
  if (!rows) return [undefined];
  return rowsOf(values, rows).map((row, index) => ({ model: rows, index, row }));
}

/** The object holding a field's posted keys: the scope's row, the field's model group, or the top level. */
export function containerOf(loc: Located, scope: RowScope | undefined, values: Values): Values | undefined {
  if (scope) return scope.row;
  const model = loc.item.input_type.model;
  const container = isTopModel(model) ? values : values[model!];
  return isRecord(container) ? container : undefined;
}

/** Whether an error path lies in a hidden item or detail (a row path 'model.3.field' is the key 'model.field'). */
export function isHiddenPath(idx: PageIndex, fx: RuleEffects, path: string): boolean {
  const parts = path.split('.');
  const key = parts.length === 3 && /^\d+$/.test(parts[1]!) ? `${parts[0]}.${parts[2]}` : path;
  // A date range posts '{field}_start_date' and '{field}_end_date'.
  const loc = idx.fields.get(key) ?? idx.fields.get(key.replace(/_(start|end)_date$/, ''));
  return loc !== undefined && (fx.hiddenFields.includes(loc.key) || fx.hiddenDetails.includes(loc.detail.id));
}

