import type { Detail, FormPage, Item, Question } from '../form/definition.ts';
import { formMessages as M } from '../form/form-messages.ts';
import { COUNT_WITHOUT_SPACES, MONTH_PICKER, QUESTION_MODEL, questionGroupKey } from '../form/build-schema.ts';
import type { Condition, QuestionRef, Rule } from './model.ts';
import { formatKst } from '../dates.ts';

/**
 * The one rules evaluator (ARCHITECTURE principle 4): tenant rules + a form page + the page's current values →
 * what the form engine does differently on this page right now. Pure and synchronous: the React form calls it on
 * every value change, the server once per check (save, final submission, deadline job).
 *
 * Conditions read values of the page being evaluated. A rule whose targets lie in a repeatable group is evaluated
 * once per row, and its conditions on fields of the same group read that row.
 */

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
  /** The clock for a date_min computed from a check date that the page does not give (default: now). */
  today?: Date | undefined;
}

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

// ---------------------------------------------------------------------------------------------------------
// The page index: where each field key and question lives.

const isTop = (model: string | null | undefined) => !model || model === 'applicants';

/** The key rules use for an item: 'field', 'model.field', or for a repeatable group 'rowsModel.field'. */
export function fieldKeyOf(detail: Detail, item: Item): string {
  const f = item.input_type.field;
  if (detail.repeatable) return `${detail.repeatable.model}.${f}`;
  return isTop(item.input_type.model) ? f : `${item.input_type.model}.${f}`;
}

interface Located {
  detail: Detail;
  item: Item;
  key: string;
  /** The repeatable model when the item sits in rows. */
  rows?: string | undefined;
  field: string;
}

interface PageIndex {
  fields: Map<string, Located>;
  details: Map<number, Detail>;
  questions: Map<number, { detail: Detail; index: number; question: Question }>;
  rowModels: Set<string>;
}

const indexCache = new WeakMap<FormPage, PageIndex>();

function indexPage(page: FormPage): PageIndex {
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

// ---------------------------------------------------------------------------------------------------------
// Values

type Values = Record<string, unknown>;
const isRecord = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A value as a list of non-blank strings (checkboxes post arrays). */
const strings = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).filter((x) => !isBlank(x)).map((x) => String(x).trim());

/** A row being evaluated: its group and index. */
interface RowScope {
  model: string;
  index: number;
  row: Values;
}

function rowsOf(values: Values, model: string): Values[] {
  const rows = values[model];
  return Array.isArray(rows) ? rows.map((r) => (isRecord(r) ? r : {})) : [];
}

/** The concrete value path of a field key (in a row scope for row fields). */
function pathOf(key: string, loc: Located | undefined, scope: RowScope | undefined): string {
  if (loc?.rows && scope && scope.model === loc.rows) return `${loc.rows}.${scope.index}.${loc.field}`;
  return key;
}

/** The value(s) of a field key: the scope's row for a row field of the same group, else every row. */
function fieldValues(idx: PageIndex, values: Values, key: string, scope: RowScope | undefined): unknown[] {
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
function questionOf(idx: PageIndex, ref: QuestionRef): { detailId: number; index: number; question?: Question | undefined } | undefined {
  if ('id' in ref) {
    const q = idx.questions.get(ref.id);
    return q && { detailId: q.detail.id, index: q.index, question: q.question };
  }
  const question = idx.details.get(ref.detail)?.questions?.[ref.index];
  return { detailId: ref.detail, index: ref.index, question };
}

/** The answer of a question group's i-th question (answers are posted in question order). */
function answerOf(values: Values, ref: { detailId: number; index: number }): unknown {
  const group = values[QUESTION_MODEL];
  const detail = isRecord(group) ? group[questionGroupKey(ref.detailId)] : undefined;
  const answers = isRecord(detail) ? detail.answers : undefined;
  const answer = Array.isArray(answers) ? answers[ref.index] : undefined;
  return isRecord(answer) ? answer.answer : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Conditions

interface Matchers {
  options?: number[] | undefined;
  codes?: string[] | undefined;
  code_option_ids?: number[] | undefined;
  values?: string[] | undefined;
  blank?: boolean | undefined;
}

function matchesItem(item: Item | undefined, raw: unknown, m: Matchers): boolean {
  const chosen = strings(raw);
  if (chosen.length === 0) return m.blank === true;
  const opts = item?.options ?? [];
  const chosenOptions = opts.filter((o) => chosen.includes(String(o.value)));
  if (m.values?.some((v) => chosen.includes(v))) return true;
  if (m.options?.some((id) => chosenOptions.some((o) => o.id === id))) return true;
  if (m.codes?.some((c) => chosenOptions.some((o) => o.code?.value === c))) return true;
  if (m.code_option_ids?.some((c) => chosenOptions.some((o) => o.code_option_id === c))) return true;
  return false;
}

function matchesAnswer(question: Question | undefined, raw: unknown, m: Matchers): boolean {
  const chosen = strings(raw);
  if (chosen.length === 0) return m.blank === true;
  if (m.options?.some((id) => chosen.includes(String(id)))) return true;
  if (m.values) {
    // A choice answer is a detail id: compare the chosen detail's content; a text answer is its own content.
    const contents = chosen.map((c) => question?.details?.find((d) => String(d.id) === c)?.content ?? c);
    if (m.values.some((v) => contents.includes(v))) return true;
  }
  return false;
}

function holds(idx: PageIndex, values: Values, cond: Condition, scope: RowScope | undefined): boolean {
  if ('all' in cond) return cond.all.every((c) => holds(idx, values, c, scope));
  if ('any' in cond) return cond.any.some((c) => holds(idx, values, c, scope));
  if ('not' in cond) return !holds(idx, values, cond.not, scope);
  if ('question' in cond) {
    const q = questionOf(idx, cond.question);
    return q !== undefined && matchesAnswer(q.question, answerOf(values, q), cond);
  }
  const item = idx.fields.get(cond.field)?.item;
  return fieldValues(idx, values, cond.field, scope).some((v) => matchesItem(item, v, cond));
}

// ---------------------------------------------------------------------------------------------------------
// The evaluator

const inScope = (rule: Rule, ctx: RuleContext) =>
  !(rule.projects && ctx.projectId !== undefined && !rule.projects.includes(ctx.projectId)) && !(rule.tasks && ctx.taskId !== undefined && !rule.tasks.includes(ctx.taskId));

/** The repeatable group a rule's targets lie in (the rule is then evaluated per row). */
function rowsTargeted(idx: PageIndex, keys: readonly string[]): string | undefined {
  for (const k of keys) {
    const rows = idx.fields.get(k)?.rows;
    if (rows) return rows;
  }
  return undefined;
}

/** Scopes to evaluate a row rule in: each row of its group (none when the group has no rows), else the page. */
function scopesOf(values: Values, rows: string | undefined): (RowScope | undefined)[] {
  if (!rows) return [undefined];
  return rowsOf(values, rows).map((row, index) => ({ model: rows, index, row }));
}

const emptyEffects = (): RuleEffects => ({
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

const minDate = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);
const optionIdOf = (item: Item, value: string) => item.options?.find((o) => String(o.value) === value)?.id;

export function evaluateRules(rules: readonly Rule[] | undefined, page: FormPage, values: Values, ctx: RuleContext = {}): RuleEffects {
  const fx = emptyEffects();
  if (!rules || rules.length === 0) return fx;
  const idx = indexPage(page);
  const active = (rule: Rule, scope: RowScope | undefined) =>
    (rule.when ? holds(idx, values, rule.when, scope) : true) && !(rule.unless ? holds(idx, values, rule.unless, scope) : false);
  const addError = (path: string, message: string) => {
    if (!fx.errors.some((e) => e.path === path)) fx.errors.push({ path, message });
  };
  /** The value at a field key in a scope (rows: the scope's row). */
  const valueAt = (key: string, scope: RowScope | undefined) => fieldValues(idx, values, key, scope)[0];
  /** date_min rules computed from the check date, resolved once every date_cap is known. */
  const computedMins = new Map<string, { loc: Located; years: number }>();

  for (const rule of rules) {
    if (!inScope(rule, ctx)) continue;
    switch (rule.kind) {
      case 'show_questions':
        if (!active(rule, undefined)) fx.hiddenQuestions.push(...rule.questions);
        break;
      case 'show_details':
        if (!active(rule, undefined)) fx.hiddenDetails.push(...rule.details);
        break;
      case 'show_items':
        if (!active(rule, undefined)) fx.hiddenFields.push(...rule.fields);
        break;
      case 'limit_options': {
        const loc = idx.fields.get(rule.field);
        if (!loc) break;
        for (const scope of scopesOf(values, loc.rows)) {
          if (!active(rule, scope)) continue;
          const path = pathOf(rule.field, loc, scope);
          const offered = fx.options[path] ?? (loc.item.options ?? []).filter((o) => o.status !== 'N').map((o) => o.id);
          const allowed = rule.allow ? offered.filter((o) => rule.allow!.includes(o)) : offered.filter((o) => !rule.remove!.includes(o));
          fx.options[path] = allowed;
          for (const v of strings(valueAt(rule.field, scope))) {
            const id = optionIdOf(loc.item, v);
            if (id !== undefined && !allowed.includes(id)) addError(path, M.engine.invalidOption);
          }
        }
        break;
      }
      case 'option_error': {
        const loc = idx.fields.get(rule.field);
        if (!loc) break;
        for (const scope of scopesOf(values, loc.rows)) {
          if (!active(rule, scope)) continue;
          if (strings(valueAt(rule.field, scope)).some((v) => rule.options.includes(optionIdOf(loc.item, v) ?? NaN))) addError(pathOf(rule.field, loc, scope), rule.message);
        }
        break;
      }
      case 'date_cap': {
        if (!active(rule, undefined)) break;
        const cap = (ctx.projectId !== undefined ? rule.by_project?.[String(ctx.projectId)] : undefined) ?? rule.max;
        for (const f of rule.fields) fx.dateCaps[f] = minDate(fx.dateCaps[f], cap);
        for (const q of rule.questions) fx.dateCaps[`question:${q}`] = minDate(fx.dateCaps[`question:${q}`], cap);
        break;
      }
      case 'date_min':
        for (const key of rule.fields) {
          const loc = idx.fields.get(key);
          if (!loc) continue;
          if (!fx.liftedMinDates.includes(key)) fx.liftedMinDates.push(key);
          for (const scope of scopesOf(values, loc.rows)) {
            const path = pathOf(key, loc, scope);
            if (fx.dateMins[path] !== undefined || computedMins.has(path) || !active(rule, scope)) continue;
            if (rule.min !== undefined) fx.dateMins[path] = rule.min;
            else computedMins.set(path, { loc, years: rule.years_before_check ?? 0 });
          }
        }
        break;
      case 'max_length':
        if (active(rule, undefined)) for (const f of rule.fields) fx.maxLength[f] = { value: rule.max, message: rule.message };
        break;
      case 'score_step':
        scoreSteps(idx, values, rule, (path, message) => addError(path, message), active);
        break;
      case 'read_only':
        for (const key of rule.fields) {
          const loc = idx.fields.get(key);
          if (rule.not_required && loc && !fx.liftedRequired.includes(key)) fx.liftedRequired.push(key);
          for (const scope of scopesOf(values, loc?.rows)) {
            const path = pathOf(key, loc, scope);
            if (active(rule, scope) && (!rule.after_auth || ctx.afterAuth)) fx.readOnly.push(path);
            else if (rule.not_required && loc?.item.required === 'Y' && !ctx.partial && strings(valueAt(key, scope)).length === 0) addError(path, M.required);
          }
        }
        break;
      case 'count_without_spaces':
        if (active(rule, undefined)) fx.countWithoutSpaces.push(...rule.fields);
        break;
      case 'month_picker':
        if (active(rule, undefined)) fx.monthPickers.push(...rule.fields);
        break;
      case 'message_override':
        if (active(rule, undefined)) for (const f of rule.fields) fx.messages[f] = rule.message;
        break;
      case 'certificate_number_format': {
        const re = new RegExp(`^${rule.parts.map((n) => `\\d{${n}}`).join('-')}$`);
        for (const key of rule.fields) {
          const loc = idx.fields.get(key);
          for (const scope of scopesOf(values, loc?.rows)) {
            if (!active(rule, scope)) continue;
            const certificate = Number(scope?.row.certificate_id);
            if (rule.certificates && !rule.certificates.includes(certificate)) continue;
            const path = pathOf(key, loc, scope);
            fx.certificateFormats[path] = rule.parts;
            const v = strings(valueAt(key, scope))[0];
            if (v !== undefined && !re.test(v)) addError(path, rule.message ?? M.certificateNumberFormat(rule.parts));
          }
        }
        break;
      }
      case 'picker_prerequisite': {
        if (!active(rule, undefined)) break;
        const src = rule.source;
        let v: string | undefined;
        if ('field' in src) v = strings(valueAt(src.field, undefined))[0];
        else {
          const q = questionOf(idx, src.question);
          v = q ? strings(answerOf(values, q))[0] : undefined;
        }
        if (v !== undefined) fx.prerequisites[rule.list] = v;
        const allowed = rule.list === 'languages' ? rule.variants?.find((x) => x.value === v)?.type_ids : undefined;
        if (allowed && ctx.languageTypeOf) restrictLanguages(idx, values, allowed, ctx.languageTypeOf, addError);
        break;
      }
    }
  }
  for (const [path, { loc, years }] of computedMins) fx.dateMins[path] = `${checkYear(loc, fx, ctx) - years}-01-01`;
  minDates(idx, values, fx, addError);
  // Nothing hidden reports an error.
  fx.errors = fx.errors.filter((e) => !isHiddenPath(idx, fx, e.path));
  return fx;
}

const isoDay = (v: string | null | undefined) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : undefined);

/**
 * The year of a date field's check date (5 'Language dates'): its latest allowed date (checkDate.maxDate or a date
 * cap), else its checkDate.minDate + 2 years (that minimum is the check date − 2 years), else this year in Korea.
 */
function checkYear(loc: Located, fx: RuleEffects, ctx: RuleContext): number {
  const caps = [isoDay(loc.item.checkDate?.maxDate), fx.dateCaps[loc.key]].filter((d): d is string => d !== undefined).sort();
  if (caps[0]) return Number(caps[0].slice(0, 4));
  const min = isoDay(loc.item.checkDate?.minDate);
  if (min) return Number(min.slice(0, 4)) + 2;
  return Number(formatKst(ctx.today ?? new Date()).slice(0, 4));
}

/**
 * The minimum dates of fields with date_min rules (the schema's own minimum is lifted for them): a holding rule's
 * minimum, else the item's checkDate.minDate.
 */
function minDates(idx: PageIndex, values: Values, fx: RuleEffects, addError: (path: string, message: string) => void): void {
  for (const key of fx.liftedMinDates) {
    const loc = idx.fields.get(key)!;
    const own = loc.item.checkDate?.minDate?.slice(0, 10) ?? undefined;
    const posted = loc.item.input_type.type === 'date_range' ? [`${loc.field}_start_date`, `${loc.field}_end_date`] : [loc.field];
    for (const scope of scopesOf(values, loc.rows)) {
      const path = pathOf(key, loc, scope);
      const min = fx.dateMins[path] ?? own;
      if (!min) continue;
      const container = containerOf(loc, scope, values);
      if (!container) continue;
      for (const f of posted) {
        const v = container[f];
        // Malformed dates are the schema's business.
        if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && v < min) addError(path.slice(0, path.length - loc.field.length) + f, M.dateMin(min));
      }
    }
  }
}

/** Rows whose chosen language test is of a type the restricted list would not have offered. */
function restrictLanguages(idx: PageIndex, values: Values, allowed: number[], typeOf: (id: number) => number | null | undefined, addError: (path: string, message: string) => void): void {
  for (const loc of idx.fields.values()) {
    if (loc.item.input_type.type !== 'language') continue;
    for (const scope of scopesOf(values, loc.rows)) {
      const container = containerOf(loc, scope, values);
      const id = Number(container?.language_id);
      if (!container || isBlank(container.language_id) || !Number.isInteger(id)) continue;
      const type = typeOf(id);
      if (type !== undefined && (type === null || !allowed.includes(type))) addError(pathOf(loc.key, loc, scope), M.notOffered);
    }
  }
}

/** Language scores in steps (spec 5 'Language': ids 1 and 84 in steps of 5 and 10 at one tenant). */
function scoreSteps(
  idx: PageIndex,
  values: Values,
  rule: Extract<Rule, { kind: 'score_step' }>,
  addError: (path: string, message: string) => void,
  active: (rule: Rule, scope: RowScope | undefined) => boolean,
): void {
  for (const loc of idx.fields.values()) {
    if (loc.item.input_type.type !== 'language_score') continue;
    for (const scope of scopesOf(values, loc.rows)) {
      const container = containerOf(loc, scope, values);
      if (!container || !active(rule, scope)) continue;
      const language = Number(container.language_id);
      if (!rule.languages.includes(language)) continue;
      const raw = strings(container[loc.field])[0];
      if (raw === undefined) continue;
      const n = Number(raw.replace(',', '.'));
      // Multiples of the step, to the cent (scores like 7.5 in steps of 2.5 stay exact).
      if (Number.isFinite(n) && Math.abs(Math.round(n * 100) % Math.round(rule.step * 100)) !== 0)
        addError(pathOf(loc.key, loc, scope), rule.message ?? M.scoreStep);
    }
  }
}

/** The object holding a field's posted keys: the scope's row, the field's model group, or the top level. */
function containerOf(loc: Located, scope: RowScope | undefined, values: Values): Values | undefined {
  if (scope) return scope.row;
  const model = loc.item.input_type.model;
  const container = isTop(model) ? values : values[model!];
  return isRecord(container) ? container : undefined;
}

/** Whether an error path lies in a hidden item or detail (a row path 'model.3.field' is the key 'model.field'). */
function isHiddenPath(idx: PageIndex, fx: RuleEffects, path: string): boolean {
  const parts = path.split('.');
  const key = parts.length === 3 && /^\d+$/.test(parts[1]!) ? `${parts[0]}.${parts[2]}` : path;
  // A date range posts '{field}_start_date' and '{field}_end_date'.
  const loc = idx.fields.get(key) ?? idx.fields.get(key.replace(/_(start|end)_date$/, ''));
  return loc !== undefined && (fx.hiddenFields.includes(loc.key) || fx.hiddenDetails.includes(loc.detail.id));
}

// ---------------------------------------------------------------------------------------------------------
// Applying the effects to the engine

/**
 * The page as the engine builds and renders it under these effects: hidden details and items marked hidden, date
 * caps, maximum lengths, lifted required rules and lengths counted without spaces written into the items. Row-
 * and value-dependent effects (options, read-only, errors) stay in the effects. Returns the page itself when
 * nothing changes.
 */
export function applyRules<P extends FormPage>(page: P, fx: RuleEffects): P {
  const touched =
    fx.hiddenDetails.length +
      fx.hiddenFields.length +
      fx.liftedRequired.length +
      fx.liftedMinDates.length +
      fx.countWithoutSpaces.length +
      fx.monthPickers.length +
      Object.keys(fx.dateCaps).length +
      Object.keys(fx.maxLength).length >
    0;
  if (!touched) return page;
  const hiddenDetails = new Set(fx.hiddenDetails);
  const hiddenFields = new Set(fx.hiddenFields);
  const item = (detail: Detail, it: Item): Item => {
    const key = fieldKeyOf(detail, it);
    let out = it;
    if (hiddenFields.has(key)) out = { ...out, hidden: 'Y' };
    const cap = fx.dateCaps[key];
    if (cap) out = { ...out, checkDate: { ...out.checkDate, maxDate: minDate(out.checkDate?.maxDate?.slice(0, 10) ?? undefined, cap) } };
    const ml = fx.maxLength[key];
    if (ml) out = { ...out, input_type: { ...out.input_type, max_length: { value: ml.value, ...(ml.message ? { message: ml.message } : {}) } } };
    if (fx.liftedRequired.includes(key)) out = { ...out, required: 'N' };
    // date_min: the evaluator checks the minimum per row (it may be earlier than the item's own).
    if (fx.liftedMinDates.includes(key)) out = { ...out, checkDate: { ...out.checkDate, minDate: null } };
    // The schema and the counter read this flag (build-schema's multiline case).
    if (fx.countWithoutSpaces.includes(key)) out = { ...out, additional_option: { ...out.additional_option, [COUNT_WITHOUT_SPACES]: true } };
    if (fx.monthPickers.includes(key)) out = { ...out, additional_option: { ...out.additional_option, [MONTH_PICKER]: true } };
    return out;
  };
  const question = (q: Question): Question => {
    const cap = fx.dateCaps[`question:${q.id}`];
    return cap && q.type === 'date' ? { ...q, max: minDate(q.max?.slice(0, 10) ?? undefined, cap) } : q;
  };
  return {
    ...page,
    forms: page.forms.map((form) => ({
      ...form,
      details: form.details.map((d) => ({
        ...d,
        ...(hiddenDetails.has(d.id) ? { hidden: 'Y' as const } : {}),
        items: d.items.map((it) => item(d, it)),
        ...(d.questions ? { questions: d.questions.map(question) } : {}),
      })),
    })),
  };
}

/** What the schema built from applyRules' page depends on besides the page: equal signatures, equal schemas. */
export function rulesSignature(fx: RuleEffects): string {
  const sorted = (xs: readonly (string | number)[]) => [...xs].sort().join(',');
  const rec = (r: Record<string, unknown>) => JSON.stringify(Object.keys(r).sort().map((k) => [k, r[k]]));
  return [
    sorted(fx.hiddenDetails),
    sorted(fx.hiddenQuestions),
    sorted(fx.hiddenFields),
    rec(fx.dateCaps),
    rec(fx.maxLength),
    sorted(fx.liftedRequired),
    sorted(fx.liftedMinDates),
    sorted(fx.countWithoutSpaces),
    sorted(fx.monthPickers),
  ].join('|');
}

/** The message to show for an error at `path`: a message_override of its field, else the message itself. */
export function ruleMessage(fx: RuleEffects, path: string, message: string): string {
  if (Object.keys(fx.messages).length === 0) return message;
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join('.');
    if (fx.messages[prefix]) return fx.messages[prefix]!;
    // A row path 'model.3.field' is named 'model.field' in rules.
    if (n >= 3 && /^\d+$/.test(parts[1]!)) {
      const key = `${parts[0]}.${parts.slice(2, n).join('.')}`;
      if (fx.messages[key]) return fx.messages[key]!;
    }
  }
  return message;
}

/** Whether a question is rendered (build-schema's isQuestionShown seam). */
export const questionShown = (fx: RuleEffects) => {
  const hidden = new Set(fx.hiddenQuestions);
  return (_detail: Detail, q: Question) => !hidden.has(q.id);
};
