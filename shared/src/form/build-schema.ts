import * as z from 'zod';
import type { FormPage, Item } from '../form-model/definition.ts';
import { QUESTION_MODEL, isTopModel, questionGroupKey } from '../form-model/page-keys.ts';
import type { BuildContext } from './build-context.ts';
import { fieldBuilders } from './builders/registry.ts';
import { newContainer, objectOf, type Container, type Shape } from './container.ts';
import { questionsSchema } from './questions.ts';
import { rowsSchema } from './rows.ts';
import { detailShownInForm, isEligibilityNotice } from './section-layout.ts';

/**
 * One form page definition → one zod schema of that page's save payload, carrying the spec's Korean messages (part 1
 * section 5). Each item goes to its field family's builder (builders/registry.ts). Issues come out in definition
 * order, so the first issue is the first invalid field on screen. Callers validate through page-validation/.
 *
 * Payload shape (spec 3 'Applicant data models and fields', 'Storage conventions'):
 * - an item whose input_type.model is absent or 'applicants' sits at the top level under its field;
 * - an item of another model sits in that group object: payload[model][field];
 * - a repeatable detail is an array of rows under detail.repeatable.model; each row holds its items' fields
 *   (plus application_form_id and application_form_detail_id);
 * - date_range posts {field}_start_date and {field}_end_date; birthdate posts {field}_year/_month/_day
 *   (birthdate_md: _month/_day); ratio posts ip_creator and ip_ranking; address posts post_code, {field} and
 *   {field}_detail; file posts a list of {filepath, filename, filesize} under {field} plus {field}_count.
 * Values arrive as strings (numbers are accepted and turned into strings); blank means absent.
 */

const shownFlag = (f: { hidden?: 'Y' | 'N' | null; status?: 'Y' | 'N' | null }) => f.hidden !== 'Y' && f.status !== 'N';
const orEmpty = <T>(empty: T) => (v: unknown) => (v === undefined || v === null ? empty : v);

/** The zod schema of one form page's save payload. */
export function buildPageSchema(page: FormPage, ctx: BuildContext) {
  const top = newContainer();
  const groups = new Map<string, Container>();
  const groupOf = (model: string) => {
    let g = groups.get(model);
    if (!g) groups.set(model, (g = newContainer()));
    return g;
  };
  const repeatables: [string, z.ZodType][] = [];
  const questionGroups: Shape = {};

  for (const form of page.forms) {
    for (const detail of form.details) {
      if (!shownFlag(detail) || !detailShownInForm(form, detail) || ctx.isShown?.(detail) === false) continue;
      const items = detail.items.filter((i) => shownFlag(i) && !isEligibilityNotice(form, detail, i) && ctx.isShown?.(detail, i) !== false);
      const add = (c: Container, item: Item) =>
        fieldBuilders[item.input_type.type]({ c, item, ctx, required: item.required === 'Y' && !ctx.partial, siblings: items });
      if (detail.repeatable) {
        repeatables.push([detail.repeatable.model, rowsSchema(detail, items, ctx, add)]);
        continue;
      }
      for (const item of items) add(isTopModel(item.input_type.model) ? top : groupOf(item.input_type.model!), item);
      const questions = detail.questions ?? [];
      if (questions.length > 0) questionGroups[questionGroupKey(detail.id)] = questionsSchema(questions, ctx, (q) => ctx.isQuestionShown?.(detail, q) !== false);
    }
  }

  const shape: Shape = { ...top.shape };
  for (const [model, g] of groups) shape[model] = z.preprocess(orEmpty({}), objectOf(g));
  for (const [model, rows] of repeatables) shape[model] = rows;
  if (Object.keys(questionGroups).length > 0) shape[QUESTION_MODEL] = z.preprocess(orEmpty({}), z.object(questionGroups));
  return objectOf({ shape, cross: top.cross, dependents: top.dependents });
}

export type PageSchema = ReturnType<typeof buildPageSchema>;

export type SchemaCheck = { ok: true; data: Record<string, unknown> } | { ok: false; path: string; message: string };

/** The first issue of one parse with a page schema, for the builders' own tests; applicants' pages go through page-validation/. */
export function firstSchemaIssue(schema: PageSchema, payload: unknown): SchemaCheck {
  const result = schema.safeParse(payload);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  const issue = result.error.issues[0]!;
  return { ok: false, path: issue.path.map(String).join('.'), message: issue.message };
}
